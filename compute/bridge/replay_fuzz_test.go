package bridge

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// corpusDir holds the readers' shared test corpus (real PBN and LIN files).
var corpusDir = filepath.Join("..", "..", "testdata", "corpus")

// A record of play taken from the readers' corpus, as the fuzz targets
// take it: a dealer, a PBN deal, the calls and the cards (space-separated)
// and a claim (-1 for none).
type playSeed struct {
	dealer       Seat
	deal         string
	calls, cards string
	claim        int
}

var (
	linTable = regexp.MustCompile(`(?s)md\|([^|]*)\|(.*?)(?:qx\||$)`)
	linTag   = regexp.MustCompile(`(?i)\b(mb|pc|mc)\|([^|]*)\|`)
	pbnTag   = regexp.MustCompile(`(?m)^\[(Deal|Dealer|Auction|Play) "([^"]*)"\]\s*\n((?:[^\[%].*\n)*)`)
)

// seeds reads the records of play of a few LIN and PBN files of the
// corpus: the LIN tables' md, mb, pc and mc tags, the PBN games' Deal,
// Dealer, Auction and Play (whose rows are in seat order, not in the
// order played: seeds need not be legal).
func seeds(tb testing.TB) []playSeed {
	tb.Helper()
	read := func(rel string) string {
		data, err := os.ReadFile(filepath.Join(corpusDir, filepath.FromSlash(rel)))
		if err != nil {
			tb.Fatal(err)
		}
		return string(data)
	}
	var out []playSeed
	for _, rel := range []string{"lin/bridgebots_usbf_sf_14502.lin", "lin/endplay_example1.lin", "lin/kemistry-boards-2026-01-14.lin"} {
		for _, m := range linTable.FindAllStringSubmatch(read(rel), 12) {
			s := playSeed{claim: -1}
			s.dealer, s.deal = linDeal(m[1])
			var calls, cards []string
			for _, t := range linTag.FindAllStringSubmatch(m[2], -1) {
				switch strings.ToLower(t[1]) {
				case "mb":
					calls = append(calls, strings.TrimSuffix(t[2], "!"))
				case "pc":
					cards = append(cards, t[2])
				case "mc":
					var n int
					for _, r := range t[2] {
						n = n*10 + int(r-'0')
					}
					s.claim = n
				}
			}
			s.calls, s.cards = strings.Join(calls, " "), strings.Join(cards, " ")
			out = append(out, s)
		}
	}
	for _, rel := range []string{"pbntools-poland/bbo_aba_17901_pairs.pbn", "team-ebl/eyc2000_A1A10101.PBN"} {
		var s playSeed
		n := 0
	games:
		for _, m := range pbnTag.FindAllStringSubmatch(read(rel), -1) {
			switch m[1] {
			case "Deal":
				s = playSeed{deal: m[2], claim: -1}
			case "Dealer":
				s.dealer, _ = ParseSeat(m[2])
			case "Auction":
				s.calls = strings.Join(strings.Fields(m[3]), " ")
			case "Play":
				s.cards = strings.Join(strings.Fields(m[3]), " ")
				out = append(out, s)
				if n++; n == 12 {
					break games
				}
			}
		}
	}
	return out
}

// linDeal turns LIN's md value (the dealer's digit, then the hands of S,
// W, N and E with suit letters; one may be left out) into a dealer and a
// PBN deal.
func linDeal(md string) (Seat, string) {
	dealer := South
	if md != "" && md[0] >= '1' && md[0] <= '4' {
		dealer, md = South.After(int(md[0]-'1')), md[1:]
	}
	hands := strings.Split(md, ",")
	var pbn []string
	for _, h := range hands {
		suits := map[byte]string{}
		var cur byte
		for i := 0; i < len(h); i++ {
			switch c := h[i] &^ 0x20; c {
			case 'S', 'H', 'D', 'C':
				cur = c
			default:
				suits[cur] += string(h[i])
			}
		}
		if h == "" {
			pbn = append(pbn, "-")
			continue
		}
		pbn = append(pbn, suits['S']+"."+suits['H']+"."+suits['D']+"."+suits['C'])
	}
	for len(pbn) < 4 {
		pbn = append(pbn, "-")
	}
	text := "S:" + strings.Join(pbn[:4], " ")
	d, err := ParseDeal(text)
	if err != nil {
		return dealer, text
	}
	var held Hand
	missing := -1
	for s, known := range d.Known {
		if known {
			held |= d.Hands[s]
		} else {
			missing = s
		}
	}
	if missing >= 0 { // LIN leaves out a hand: it holds the other cards
		d.Hands[missing], d.Known[missing] = fullDeck&^held, true
	}
	return dealer, d.String()
}

// seatCall is a call and who made it.
type seatCall struct {
	Seat Seat
	Call Call
}

// FuzzAuction: any calls, each made in turn or by a seat named before it
// ("E:1S"), are taken or refused without a panic; a refusal is a
// *CallError that renders and names its rule, and changes nothing; the
// contract is the last bid taken, doubled as the calls after it say, and
// its declarer is the player of the side that bid it who named its strain
// first; nothing is taken after the end.
func FuzzAuction(f *testing.F) {
	for _, s := range seeds(f) {
		f.Add(uint8(s.dealer), s.calls)
	}
	f.Add(uint8(0), "1S X XX 2C X Pass Pass XX Pass Pass Pass 1D")
	f.Add(uint8(2), "S:1NT Pass W:2C AP")
	rules := []error{ErrCall, ErrOutOfTurn, ErrAuctionOver, ErrInsufficientBid, ErrInadmissibleDouble, ErrInadmissibleRedouble}
	f.Fuzz(func(t *testing.T, dealer uint8, text string) {
		a := NewAuction(Seat(dealer % 4))
		var taken []seatCall
		var last Call
		var lastBy Seat
		doubling := Undoubled
		for _, f := range strings.Fields(text) {
			by := a.Turn()
			if seat, call, ok := strings.Cut(f, ":"); ok {
				s, err := ParseSeat(seat)
				if err != nil {
					continue
				}
				by, f = s, call
			}
			c, err := ParseCall(f)
			if err != nil {
				c = Call{Kind: CallKind(len(f) % 6), Level: len(f) % 9}
			}
			wasDone := a.Done()
			err = a.AddBy(by, c)
			if err == nil {
				if wasDone {
					t.Fatalf("%s taken after the end", c)
				}
				taken = append(taken, seatCall{by, c})
				switch c.Kind {
				case Bid:
					last, lastBy, doubling = c, by, Undoubled
				case Double:
					doubling = Doubled
				case Redouble:
					doubling = Redoubled
				}
				continue
			}
			var ce *CallError
			if !errors.As(err, &ce) || err.Error() == "" || ce.Reason() == "" || strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error %q (%T) for %s", err, err, c)
			}
			known := false
			for _, r := range rules {
				known = known || errors.Is(err, r)
			}
			if !known {
				t.Fatalf("error %q wraps no rule", err)
			}
			if wasDone && !errors.Is(err, ErrAuctionOver) && !errors.Is(err, ErrCall) && !errors.Is(err, ErrOutOfTurn) {
				t.Fatalf("after the end: %v", err)
			}
		}
		if a.Len() != len(taken) {
			t.Fatalf("%d calls counted, %d taken", a.Len(), len(taken))
		}
		c, decl := a.Contract()
		if err := c.Validate(); err != nil {
			t.Fatal(err)
		}
		if last.Kind != Bid {
			if !c.IsPass() {
				t.Fatalf("contract %s with no bid", c)
			}
			return
		}
		want, wantDecl := Contract{Level: last.Level, Strain: last.Strain, Doubling: doubling}, lastBy
		for _, pc := range taken {
			if pc.Call.Kind == Bid && pc.Call.Strain == last.Strain && pc.Seat.Side() == lastBy.Side() {
				wantDecl = pc.Seat
				break
			}
		}
		if c != want || decl != wantDecl {
			t.Fatalf("contract %s, want %s", c.By(decl), want.By(wantDecl))
		}
	})
}

// FuzzReplay: any cards (a "^R" before one marks a revoke) on any deal and
// contract, then a claim, are taken or refused without a panic; a refusal
// is a *CardError (a claim's, an error wrapping its rule) that renders,
// and changes nothing; with the deal complete every card taken was in
// its player's hand; the tricks add up, and a result is 0..13.
func FuzzReplay(f *testing.F) {
	for _, s := range seeds(f) {
		a := NewAuction(s.dealer)
		for _, t := range strings.Fields(s.calls) {
			if c, err := ParseCall(t); err == nil {
				_ = a.Add(c)
			}
		}
		c, decl := a.Contract()
		if c.IsPass() {
			c, decl = Contract{Level: 3, Strain: NoTrump}, s.dealer
		}
		f.Add(s.deal, c.String(), uint8(decl), s.cards, int8(s.claim), true)
	}
	f.Add(oneSuits, "4S", uint8(North), "HA D2 C2 S2 SA HK DK CK", int8(13), true)
	f.Add(replayDeal, "4S", uint8(North), "CA C8 ^R S2 C2", int8(3), false)
	rules := []error{ErrCard, ErrNoContract, ErrPlayOver, ErrOutOfTurn, ErrPlayedTwice, ErrNotInHand, ErrRevoke}
	f.Fuzz(func(t *testing.T, dealText, contract string, declarer uint8, text string, claim int8, byDeclarer bool) {
		c, err := ParseContract(contract)
		if err != nil {
			return
		}
		deal, err := ParseDeal(dealText)
		if err != nil {
			deal = Deal{}
		}
		decl := Seat(declarer % 4)
		r := NewReplay(c, decl, deal)
		revoke := false
		n := 0
		for _, f := range strings.Fields(text) {
			if f == "^R" {
				revoke = true
				continue
			}
			card, err := ParseCard(f)
			if err != nil {
				card = Card(len(f) * 7)
			}
			by := r.Turn()
			if revoke {
				err = r.AddRevoke(card)
			} else {
				err = r.Add(card)
			}
			revoke = false
			if err == nil {
				if deal.Complete() && !deal.Hands[by].Has(card) {
					t.Fatalf("%s taken from %s, who was not dealt it", card, by)
				}
				n++
				continue
			}
			var ce *CardError
			if !errors.As(err, &ce) || err.Error() == "" || ce.Reason() == "" || strings.ContainsAny(err.Error(), "\n\r") {
				t.Fatalf("error %q (%T) for %s", err, err, card)
			}
			known := false
			for _, r := range rules {
				known = known || errors.Is(err, r)
			}
			if !known {
				t.Fatalf("error %q wraps no rule", err)
			}
		}
		if len(r.Cards()) != n || r.Tricks() != n/4 || r.Won() > r.Tricks() {
			t.Fatalf("%d cards taken; %d kept, %d tricks, %d won", n, len(r.Cards()), r.Tricks(), r.Won())
		}
		side := decl.Side()
		if !byDeclarer {
			side = side.Other()
		}
		if err := r.Claim(side, int(claim)); err != nil {
			if err.Error() == "" || !errors.Is(err, ErrClaim) && !errors.Is(err, ErrNoContract) && !errors.Is(err, ErrPlayOver) {
				t.Fatalf("claim: %v", err)
			}
		} else if got, ok := r.Result(); !ok || got < r.Won() || got > 13 || got > r.Won()+13-r.Tricks() {
			t.Fatalf("claim of %d by %s: result %d, %v (won %d of %d)", claim, side, got, ok, r.Won(), r.Tricks())
		}
	})
}
