package csvtrav

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// The memo reads a text as parseContract and parseCard do, the first time
// and again, errors included, in every locale; it keeps at most memoSize
// texts.
func TestMemo(t *testing.T) {
	contracts := []string{"3NT", "4S", "4SX", "2HXX", "PASS", "4♠", "3БК", "4 S X", "7NTXX-N-1", "8S", "", "4Z", "1C=", "3NT+1 S", "ARB"}
	cards := []string{"HK", "D2", "S10", "H 10", "♠A", "ПТ", "X", "", "C1", "DT"}
	seats := []string{"N", "E", "S", "W", "n", "С", "Ю", "NORTH", "X", "", "NS"}
	for _, name := range Locales {
		l := locales[name]
		m := newMemo(l)
		for round := 0; round < 2; round++ {
			for _, text := range contracts {
				var want parsedContract
				want.c, want.seat, want.res, want.err = parseContract(text, l)
				if got := m.contract(text); !reflect.DeepEqual(got, want) {
					t.Errorf("%s: contract %q (round %d): %+v, want %+v", name, text, round, got, want)
				}
			}
			for _, text := range cards {
				wc, werr := parseCard(text, l)
				if gc, gerr := m.card(text); gc != wc || fmt.Sprint(gerr) != fmt.Sprint(werr) {
					t.Errorf("%s: card %q (round %d): %v, %v; want %v, %v", name, text, round, gc, gerr, wc, werr)
				}
			}
			for _, text := range seats {
				ws, werr := parseSeat(text, l)
				if gs, gerr := m.seat(text); gs != ws || fmt.Sprint(gerr) != fmt.Sprint(werr) {
					t.Errorf("%s: seat %q (round %d): %v, %v; want %v, %v", name, text, round, gs, gerr, ws, werr)
				}
			}
		}
	}
	m := newMemo(locales["en"])
	for i := range memoSize + 500 {
		m.contract(fmt.Sprintf("%dS", i))
		m.card(fmt.Sprintf("S%d", i))
	}
	if len(m.contracts.all) != memoSize || len(m.cards.all) != memoSize {
		t.Errorf("memo kept %d contracts and %d cards, want %d each", len(m.contracts.all), len(m.cards.all), memoSize)
	}
}

// Texts that share a place among the recent ones are each read as
// themselves, in turn.
func TestMemoRecent(t *testing.T) {
	first := map[int]string{}
	var a, b string
	for i := 1; a == ""; i++ {
		text := fmt.Sprintf("%d%s", i%7+1, []string{"C", "D", "H", "S", "NT"}[i/7%5]) + strings.Repeat("X", i/35%3) + "-" + fmt.Sprint(i/105)
		_, slot, ok := packed(text)
		if !ok {
			t.Fatal("no two texts share a place")
		}
		if f, seen := first[slot]; seen {
			a, b = f, text
		}
		first[slot] = text
	}
	m := newMemo(locales["en"])
	for range 3 {
		for _, text := range []string{a, b} {
			var want parsedContract
			want.c, want.seat, want.res, want.err = parseContract(text, m.l)
			if got := m.contract(text); !reflect.DeepEqual(got, want) {
				t.Errorf("contract %q: %+v, want %+v", text, got, want)
			}
		}
	}
}
