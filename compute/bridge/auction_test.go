package bridge

import (
	"errors"
	"testing"
)

func TestParseCall(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"1NT", "1NT"}, {"1 NT", "1NT"}, {"3n", "3NT"}, {"7c", "7C"}, {"PASS", "Pass"}, {"p", "Pass"},
		{"x", "X"}, {"Dbl", "X"}, {"XX", "XX"}, {"rdbl", "XX"},
	} {
		t.Run(tt.in, func(t *testing.T) {
			c, err := ParseCall(tt.in)
			if err != nil || c.String() != tt.want {
				t.Errorf("ParseCall(%q) = %v, %v; want %s", tt.in, c, err, tt.want)
			}
			if back, err := ParseCall(c.String()); err != nil || back != c {
				t.Errorf("round trip of %s: %v, %v", c, back, err)
			}
		})
	}
	for _, in := range []string{"", "8S", "1Z", "0NT", "XXX"} {
		t.Run("bad "+in, func(t *testing.T) {
			_, err := ParseCall(in)
			want := "bad call " + Quote(in) + " (want a bid such as 1NT, Pass, X or XX)"
			if !errors.Is(err, ErrCall) || err == nil || err.Error() != want {
				t.Errorf("ParseCall(%q) = %v, want %s", in, err, want)
			}
		})
	}
}
