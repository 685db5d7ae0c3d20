package bridge_test

import (
	"errors"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
)

// Directions and rooms are typed; their texts are the ones the inputs
// and outputs have always used ("NS", "EW", ""; "O", "C", "").
func TestDirection(t *testing.T) {
	for _, tt := range []struct {
		name string
		d    bridge.Direction
		text string
		side bridge.Side
		ok   bool
	}{
		{"none", bridge.DirectionNone, "", 0, false},
		{"NS", bridge.DirectionNS, "NS", bridge.NS, true},
		{"EW", bridge.DirectionEW, "EW", bridge.EW, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.d.String(); got != tt.text {
				t.Errorf("String() = %q, want %q", got, tt.text)
			}
			side, ok := tt.d.Side()
			if side != tt.side || ok != tt.ok {
				t.Errorf("Side() = %s, %v; want %s, %v", side, ok, tt.side, tt.ok)
			}
			if ok && side.Direction() != tt.d {
				t.Errorf("%s.Direction() = %s", side, side.Direction())
			}
			if back, err := bridge.ParseDirection(tt.text); err != nil || back != tt.d {
				t.Errorf("ParseDirection(%q) = %s, %v", tt.text, back, err)
			}
		})
	}
	if bridge.DirectionNS >= bridge.DirectionEW {
		t.Error("NS does not sort before EW")
	}
	var zero bridge.Pair
	if zero.Direction != bridge.DirectionNone {
		t.Error("the zero direction is not DirectionNone")
	}
	for _, tt := range []struct{ in, msg string }{
		{"E-W", ""},
		{" ", ""},
		{"NE", `unknown side "NE" (want NS or EW)`},
	} {
		t.Run("parse "+tt.in, func(t *testing.T) {
			_, err := bridge.ParseDirection(tt.in)
			switch {
			case tt.msg == "" && err != nil:
				t.Errorf("ParseDirection(%q): %v", tt.in, err)
			case tt.msg != "" && (err == nil || err.Error() != tt.msg || !errors.Is(err, bridge.ErrSide)):
				t.Errorf("ParseDirection(%q): %v, want %q", tt.in, err, tt.msg)
			}
		})
	}
}

func TestRoom(t *testing.T) {
	for _, tt := range []struct {
		name       string
		r          bridge.Room
		text, word string
		inputs     []string
	}{
		{"none", bridge.NoRoom, "", "", nil},
		{"open", bridge.OpenRoom, "O", "open", []string{"O", "open", " Open Room ", "Открытый", "о"}},
		{"closed", bridge.ClosedRoom, "C", "closed", []string{"C", "closed", "CLOSED ROOM", "закрытый зал", "З"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.r.String(); got != tt.text {
				t.Errorf("String() = %q, want %q", got, tt.text)
			}
			if got := tt.r.Name(); got != tt.word {
				t.Errorf("Name() = %q, want %q", got, tt.word)
			}
			for _, in := range tt.inputs {
				if got, err := bridge.ParseRoom(in); err != nil || got != tt.r {
					t.Errorf("ParseRoom(%q) = %s, %v; want %s", in, got, err, tt.r)
				}
			}
		})
	}
	var e bridge.Entry
	if e.Room != bridge.NoRoom {
		t.Error("the zero room is not NoRoom")
	}
	_, err := bridge.ParseRoom("Lounge")
	if want := `unknown room "Lounge" (want Open or Closed, O or C)`; err == nil || err.Error() != want || !errors.Is(err, bridge.ErrRoom) {
		t.Errorf("ParseRoom(Lounge): %v, want %q", err, want)
	}
}
