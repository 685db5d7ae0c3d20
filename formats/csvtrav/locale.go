package csvtrav

import (
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// word is one spelling of a value in a locale, in comparison form (foldText).
type word struct {
	text string
	val  int
}

// locale holds the words of one language for contracts, seats and cards
// (§14.5). Lists are sorted longest first so that the longest spelling wins.
type locale struct {
	name      string // "en", "ru", ...
	language  string // "English", for messages
	strains   []word // value: bridge.Strain
	ambiguous map[string]string
	doubles   []word // value: bridge.Doubling
	seats     []word // value: bridge.Seat
	passes    []string
	suits     []word // value: bridge.Suit; card suits beyond the Latin ones
	ranks     []word // value: bridge.Rank; card ranks beyond the Latin ones
	wantStr   string // strains, for messages
	wantSeat  string // seats, for messages
	cyrillic  bool   // Cyrillic letters are the locale's own
}

var symbolStrains = []word{{"♣", 0}, {"♧", 0}, {"♦", 1}, {"♢", 1}, {"♥", 2}, {"♡", 2}, {"♠", 3}, {"♤", 3}}

var commonDoubles = []word{{"X", 1}, {"XX", 2}, {"*", 1}, {"**", 2}, {"DBL", 1}, {"RDBL", 2}}

var commonPasses = []string{"PASS", "PASSED", "P", "AP", "ALL PASS"}

var englishStrains = []word{{"C", 0}, {"D", 1}, {"H", 2}, {"S", 3}, {"N", 4}, {"NT", 4}}
var englishSeats = []word{{"N", 0}, {"E", 1}, {"S", 2}, {"W", 3},
	{"NORTH", 0}, {"EAST", 1}, {"SOUTH", 2}, {"WEST", 3}}

func newLocale(l locale) *locale {
	fold := func(ws []word) []word {
		out := make([]word, 0, len(ws))
		for _, w := range ws {
			out = append(out, word{foldText(w.text), w.val})
		}
		sort.SliceStable(out, func(i, j int) bool { return len(out[i].text) > len(out[j].text) })
		return out
	}
	l.strains = fold(append(l.strains, symbolStrains...))
	l.doubles = fold(append(l.doubles, commonDoubles...))
	l.seats = fold(l.seats)
	l.suits = fold(l.suits)
	l.ranks = fold(l.ranks)
	for i, p := range l.passes {
		l.passes[i] = foldText(p)
	}
	l.passes = append(l.passes, commonPasses...)
	amb := map[string]string{}
	for k, v := range l.ambiguous {
		amb[foldText(k)] = v
	}
	l.ambiguous = amb
	return &l
}

var locales = map[string]*locale{
	"en": newLocale(locale{
		name: "en", language: "English",
		strains:  englishStrains,
		seats:    englishSeats,
		wantStr:  "C, D, H, S or NT",
		wantSeat: "N, E, S or W",
	}),
	"ru": newLocale(locale{
		name: "ru", language: "Russian", cyrillic: true,
		strains: append([]word{
			{"Т", 0}, {"ТР", 0}, {"ТРЕФ", 0}, {"ТРЕФЫ", 0}, {"ТРЕФА", 0},
			{"Б", 1}, {"ББ", 1}, {"БУБ", 1}, {"БУБНЫ", 1}, {"БУБА", 1},
			{"Ч", 2}, {"ЧР", 2}, {"ЧЕРВ", 2}, {"ЧЕРВИ", 2}, {"ЧЕРВЫ", 2},
			{"П", 3}, {"ПК", 3}, {"ПИК", 3}, {"ПИКИ", 3}, {"ПИКА", 3},
			{"БК", 4}, {"Б/К", 4}, {"БЕЗ КОЗЫРЯ", 4}, {"БЕЗКОЗЫРЬ", 4}, {"БЕЗ КОЗЫРЕЙ", 4},
		}, englishStrains...),
		doubles: []word{{"К", 1}, {"КОНТ", 1}, {"КОНТРА", 1}, {"РК", 2}, {"РЕКОНТ", 2}, {"РЕКОНТРА", 2}},
		seats: append([]word{{"С", 0}, {"В", 1}, {"Ю", 2}, {"З", 3},
			{"СЕВЕР", 0}, {"ВОСТОК", 1}, {"ЮГ", 2}, {"ЗАПАД", 3}}, englishSeats...),
		passes: []string{"ПАС", "ВСЕ ПАС"},
		suits:  []word{{"Т", 0}, {"Б", 1}, {"Ч", 2}, {"П", 3}},
		ranks: []word{{"Т", 14}, {"К", 13}, {"Д", 12}, {"В", 11}, {"10", 10},
			{"9", 9}, {"8", 8}, {"7", 7}, {"6", 6}, {"5", 5}, {"4", 4}, {"3", 3}, {"2", 2}},
		wantStr:  "Т, Б, Ч, П or БК (or C, D, H, S, NT)",
		wantSeat: "С, В, Ю, З or N, E, S, W",
	}),
	"pl": newLocale(locale{
		name: "pl", language: "Polish",
		strains: []word{{"T", 0}, {"TREFL", 0}, {"KA", 1}, {"KARO", 1}, {"KI", 2}, {"KIER", 2},
			{"P", 3}, {"PIK", 3}, {"BA", 4}, {"BEZ ATU", 4}},
		ambiguous: map[string]string{"K": "karo or kier: want Ka or Ki"},
		doubles:   []word{{"KTR", 1}, {"KONTRA", 1}, {"RKTR", 2}, {"REKONTRA", 2}},
		seats: []word{{"N", 0}, {"E", 1}, {"S", 2}, {"W", 3},
			{"PÓŁNOC", 0}, {"WSCHÓD", 1}, {"POŁUDNIE", 2}, {"ZACHÓD", 3}},
		passes:   []string{"PAS"},
		wantStr:  "T, Ka, Ki, P or BA",
		wantSeat: "N, E, S or W",
	}),
	"de": newLocale(locale{
		name: "de", language: "German",
		strains: []word{{"KR", 0}, {"KREUZ", 0}, {"KA", 1}, {"KARO", 1}, {"H", 2}, {"HERZ", 2},
			{"P", 3}, {"PIK", 3}, {"SA", 4}, {"OT", 4}, {"SANS ATOUT", 4}, {"OHNE TRUMPF", 4}},
		ambiguous: map[string]string{"K": "Kreuz or Karo: want Kr or Ka"},
		seats: []word{{"N", 0}, {"O", 1}, {"S", 2}, {"W", 3},
			{"NORD", 0}, {"OST", 1}, {"SÜD", 2}, {"WEST", 3}},
		passes:   []string{"PASSE"},
		wantStr:  "Kr, Ka, H, P or SA",
		wantSeat: "N, O, S or W",
	}),
	"nl": newLocale(locale{
		name: "nl", language: "Dutch",
		strains: []word{{"K", 0}, {"KLAVEREN", 0}, {"R", 1}, {"RUITEN", 1}, {"H", 2}, {"HARTEN", 2},
			{"S", 3}, {"SCHOPPEN", 3}, {"SA", 4}, {"ZT", 4}, {"SANS ATOUT", 4}},
		seats: []word{{"N", 0}, {"O", 1}, {"Z", 2}, {"W", 3},
			{"NOORD", 0}, {"OOST", 1}, {"ZUID", 2}, {"WEST", 3}},
		passes:   []string{"PAS"},
		wantStr:  "K, R, H, S or SA",
		wantSeat: "N, O, Z or W",
	}),
	"fr": newLocale(locale{
		name: "fr", language: "French",
		strains: []word{{"T", 0}, {"TRÈFLE", 0}, {"K", 1}, {"CARREAU", 1}, {"C", 2}, {"CŒUR", 2},
			{"COEUR", 2}, {"P", 3}, {"PIQUE", 3}, {"SA", 4}, {"SANS ATOUT", 4}},
		seats: []word{{"N", 0}, {"E", 1}, {"S", 2}, {"O", 3},
			{"NORD", 0}, {"EST", 1}, {"SUD", 2}, {"OUEST", 3}},
		passes:   []string{"PASSE"},
		wantStr:  "T, K, C, P or SA",
		wantSeat: "N, E, S or O",
	}),
}

// Locales lists the locales Options.Locale accepts besides "" (auto).
var Locales = []string{"en", "ru", "pl", "de", "nl", "fr"}

// foldText is the comparison form of a cell: NFKD without combining marks
// (so "Südd" and "SÜD" compare equal, and Й is read as И), upper case,
// dashes and minus signs as '-', runs of spaces as one space, trimmed.
func foldText(s string) string {
	// Fast path: printable ASCII with single inner spaces.
	simple := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 || c < ' ' || c == ' ' && (i == 0 || i == len(s)-1 || s[i+1] == ' ') {
			simple = false
			break
		}
	}
	if simple {
		return strings.ToUpper(s)
	}
	s = norm.NFKD.String(s)
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsSpace(r):
			space = true
			continue
		case r == '−' || r == '–' || r == '—' || r == '‐':
			r = '-'
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(unicode.ToUpper(r))
	}
	return b.String()
}

// match finds the longest word of ws at the start of s.
func match(ws []word, s string) (word, bool) {
	for _, w := range ws {
		if strings.HasPrefix(s, w.text) {
			return w, true
		}
	}
	return word{}, false
}

// parseSeat reads a declarer seat through the locale.
func parseSeat(text string, l *locale) (bridge.Seat, error) {
	t := foldText(text)
	for _, w := range l.seats {
		if t == w.text {
			return bridge.Seat(w.val), nil
		}
	}
	if hint := homoglyph(t, l); hint != "" {
		return 0, fail(errs(formats.ErrValue, bridge.ErrSeat), "declarer %s: %s (want %s)", bridge.Quote(text), hint, l.wantSeat)
	}
	return 0, fail(errs(formats.ErrValue, bridge.ErrSeat), "declarer %s: unknown seat (want %s)", bridge.Quote(text), l.wantSeat)
}

// parseCard reads an opening lead: the Latin forms of bridge.ParseCard (SK,
// ♠K, KS, S10) and, in Russian, suit letters Т Б Ч П and ranks Т К Д В.
func parseCard(text string, l *locale) (bridge.Card, error) {
	t := strings.ReplaceAll(foldText(text), " ", "") // "H 10"
	if c, err := bridge.ParseCard(t); err == nil {
		return c, nil
	}
	if len(l.suits) > 0 {
		var found []bridge.Card
		if s, ok := match(l.suits, t); ok {
			for _, r := range l.ranks {
				if t[len(s.text):] == r.text {
					found = append(found, bridge.NewCard(bridge.Suit(s.val), bridge.Rank(r.val)))
				}
			}
		}
		for _, r := range l.ranks {
			if rest, ok := strings.CutPrefix(t, r.text); ok {
				for _, s := range l.suits {
					if rest == s.text {
						found = append(found, bridge.NewCard(bridge.Suit(s.val), bridge.Rank(r.val)))
					}
				}
			}
		}
		switch {
		case len(found) == 1 || len(found) == 2 && found[0] == found[1]:
			return found[0], nil
		case len(found) > 1:
			return 0, fail(errs(formats.ErrValue, bridge.ErrCard), "lead %s: ambiguous, %s or %s (want suit then rank, such as ПТ)", bridge.Quote(text), found[0], found[1])
		}
	}
	return 0, fail(errs(formats.ErrValue, bridge.ErrCard), "lead %s: not a card (want a suit and a rank, such as SK, ♠K, KS or S10)", bridge.Quote(text))
}

// homoglyph explains a letter of the wrong script: a Cyrillic letter in a
// Latin locale, or a Latin look-alike of a Cyrillic letter in Russian.
func homoglyph(t string, l *locale) string {
	for _, r := range t {
		if !l.cyrillic && unicode.Is(unicode.Cyrillic, r) {
			if lat, ok := cyrToLatin[r]; ok {
				return "\"" + string(r) + "\" is the Cyrillic letter " + cyrName[r] + ", not the Latin " + string(lat) +
					"; give the Russian locale for Russian notation"
			}
			return "\"" + string(r) + "\" is a Cyrillic letter; give the Russian locale for Russian notation"
		}
		if l.cyrillic {
			if cyr, ok := latinToCyr[r]; ok {
				return "\"" + string(r) + "\" is the Latin letter " + string(r) + ", not the Cyrillic " + string(cyr)
			}
		}
	}
	return ""
}

// cyrToLatin maps Cyrillic capitals to the Latin capitals they look like.
var cyrToLatin = map[rune]rune{'А': 'A', 'В': 'B', 'С': 'C', 'Е': 'E', 'Н': 'H', 'К': 'K', 'М': 'M',
	'О': 'O', 'Р': 'P', 'Т': 'T', 'Х': 'X', 'У': 'Y'}

var cyrName = map[rune]string{'А': "A (U+0410)", 'В': "Ve (U+0412)", 'С': "Es (U+0421)", 'Е': "Ie (U+0415)",
	'Н': "En (U+041D)", 'К': "Ka (U+041A)", 'М': "Em (U+041C)", 'О': "O (U+041E)", 'Р': "Er (U+0420)",
	'Т': "Te (U+0422)", 'Х': "Ha (U+0425)", 'У': "U (U+0423)"}

// latinToCyr maps Latin capitals to the Russian strain and seat letters
// they look like and that Russian notation does not read as Latin.
var latinToCyr = map[rune]rune{'T': 'Т', 'B': 'В', 'K': 'К', 'P': 'Р', 'C': 'С'}
