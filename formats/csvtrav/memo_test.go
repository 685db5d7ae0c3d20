package csvtrav

import (
	"fmt"
	"reflect"
	"testing"
)

// The memo reads a text as parseContract and parseCard do, the first time
// and again, errors included, in every locale; it keeps at most memoSize
// texts.
func TestMemo(t *testing.T) {
	contracts := []string{"3NT", "4S", "4SX", "2HXX", "PASS", "4♠", "3БК", "4 S X", "7NTXX-N-1", "8S", "", "4Z", "1C=", "3NT+1 S", "ARB"}
	cards := []string{"HK", "D2", "S10", "H 10", "♠A", "ПТ", "X", "", "C1", "DT"}
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
		}
	}
	m := newMemo(locales["en"])
	for i := range memoSize + 500 {
		m.contract(fmt.Sprintf("%dS", i))
		m.card(fmt.Sprintf("S%d", i))
	}
	if len(m.contracts) != memoSize || len(m.cards) != memoSize {
		t.Errorf("memo kept %d contracts and %d cards, want %d each", len(m.contracts), len(m.cards), memoSize)
	}
}
