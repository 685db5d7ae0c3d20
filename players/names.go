package players

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/protokol-bridge/protokol/translit"
)

// Level is how closely two written names agree, from the closest.
type Level uint8

const (
	// Same: the same words after case, ё/е, spaces and punctuation, in
	// any order ("ИВАНОВ  Пётр" and "Петр Иванов").
	Same Level = iota
	// Transliterated: the same words once both are in Latin letters and
	// the usual variants of Latin spelling are folded ("Иванов Пётр" and
	// "Ivanov Pyotr", "Yury" and "Iurii").
	Transliterated
	// Initials: the same surname, and each initial the first letter of the
	// other's word ("Ivanov P." and "Иванов Пётр"); one name may have one
	// word more (a patronymic).
	Initials
	// Different: none of these.
	Different
)

var levelNames = []string{"same", "transliterated", "initials", "different"}

func (l Level) String() string {
	if int(l) < len(levelNames) {
		return levelNames[l]
	}
	return "Level(?)"
}

// Compare tells how closely two written names agree.
func Compare(a, b string) Level { return prepare(a).compare(prepare(b)) }

// Normal is a written name in the form Same compares: lower case, ё as
// е, words (runs of letters and digits; an apostrophe is dropped) in
// alphabetical order, one space between.
func Normal(name string) string { return prepare(name).same }

// word is one word of a name in Latin letters with its spelling variants
// folded (its skeleton), in Latin letters as they are (raw), and whether
// it was a single letter (an initial).
type word struct {
	skel, raw string
	initial   bool
}

// prepared is a name ready for comparison.
type prepared struct {
	same  string // Normal
	skel  string // the skeletons, sorted, joined by " "
	words []word // sorted by skeleton
}

// prepare splits a name into its words. Comparison across scripts is done
// in Latin letters: Cyrillic goes to Latin by one function (the passport
// table of package translit), while Latin to Cyrillic is a guess (e is е
// or э, i is и, й or ы). The passport table alone does not meet the other
// spellings clubs write ("Pyotr", "Yury", "Alexander", "Khokhlov" and
// "Hohlov"), so both sides are then folded by the same rules (fold).
func prepare(name string) prepared {
	name = strings.ToLower(norm.NFKC.String(name))
	var words []string
	var b strings.Builder
	flush := func() {
		if b.Len() > 0 {
			words = append(words, b.String())
			b.Reset()
		}
	}
	for _, r := range name {
		switch {
		case r == 'ё':
			b.WriteRune('е')
		case r == '\'' || r == '’' || r == 'ʼ' || r == '`':
		case unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r):
			b.WriteRune(r)
		default:
			flush()
		}
	}
	flush()
	slices.Sort(words)
	p := prepared{same: strings.Join(words, " "), words: make([]word, len(words))}
	for i, w := range words {
		raw := strings.ToLower(translit.Passport.String(w))
		p.words[i] = word{skel: fold(raw), raw: raw, initial: utf8.RuneCountInString(w) == 1}
	}
	slices.SortFunc(p.words, func(a, b word) int { return strings.Compare(a.skel, b.skel) })
	skels := make([]string, len(p.words))
	for i, w := range p.words {
		skels[i] = w.skel
	}
	p.skel = strings.Join(skels, " ")
	return p
}

// folds are the spelling variants of names in Latin letters that fold
// applies, in order, to a word already in Latin letters (passport table).
var folds = strings.NewReplacer(
	"x", "ks", // Alexander, Maxim
	"w", "v", // Iwanow
	"kh", "h", // Khokhlov, Hohlov
	"tz", "ts",
	"ch", "ch", "c", "k", // Victor, Nicolai; ch (ч) stays
	"j", "i", "y", "i", // Yury, Jurij, Sergey, Dmitriy, Natalya
)

// fold maps a word in Latin letters to its skeleton: the folds above,
// then "ie" as "e" (Yevgeny, Andreyev, Vasilyeva for Васильева),
// "io" as "e" (Pyotr, Fyodor, Semyon: the passport table writes ё as
// e), a final "ander" as "andr" (Alexander), and doubled letters once
// (Anna, Iurii, Dmitrii). Both names compared go through it, so a rule
// can only make names agree that it maps alike.
func fold(w string) string {
	w = folds.Replace(strings.ToLower(w))
	var b strings.Builder
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c == 'i' && i+1 < len(w) && w[i+1] == 'e' {
			continue // "ie" → "e"
		}
		if c == 'i' && i+1 < len(w) && w[i+1] == 'o' {
			b.WriteByte('e')
			i++
			continue
		}
		b.WriteByte(c)
	}
	w = b.String()
	if strings.HasSuffix(w, "ander") {
		w = w[:len(w)-2] + "r"
	}
	b.Reset()
	for i := 0; i < len(w); i++ {
		if i > 0 && w[i] == w[i-1] {
			continue
		}
		b.WriteByte(w[i])
	}
	return b.String()
}

// compare is the level at which p and q agree.
func (p prepared) compare(q prepared) Level {
	switch {
	case p.same == "" || q.same == "":
		return Different
	case p.same == q.same:
		return Same
	case p.skel == q.skel:
		return Transliterated
	}
	s, l := p.words, q.words
	if len(s) > len(l) {
		s, l = l, s
	}
	if len(s) < 2 || len(l)-len(s) > 1 {
		return Different
	}
	if assign(s, l, make([]bool, len(l)), false) {
		return Initials
	}
	return Different
}

// assign reports whether every word of s can be paired with a different
// word of l that it agrees with (used marks l's words taken), at least one
// pair being two whole words alike (a surname).
func assign(s, l []word, used []bool, whole bool) bool {
	if len(s) == 0 {
		return whole
	}
	w := s[0]
	for j, v := range l {
		if used[j] {
			continue
		}
		ok, full := agree(w, v)
		if !ok {
			continue
		}
		used[j] = true
		if assign(s[1:], l, used, whole || full) {
			return true
		}
		used[j] = false
	}
	return false
}

// agree reports whether two words can be the same word, and whether both
// are whole words.
func agree(a, b word) (ok, whole bool) {
	switch {
	case !a.initial && !b.initial:
		return a.skel == b.skel, true
	case a.initial && b.initial:
		return a.skel == b.skel || a.raw == b.raw, false
	case a.initial:
		return initialOf(a, b), false
	}
	return initialOf(b, a), false
}

// initialOf reports whether initial i can begin word w: in skeletons or
// in Latin letters as written ("Y." and "Yury", "Ю." and "Yury"); a Latin
// "Y." or "J." may also begin a word whose skeleton lost its "ie" ("Y."
// and "Yelena", "Елена").
func initialOf(i, w word) bool {
	return strings.HasPrefix(w.skel, i.skel) || strings.HasPrefix(w.raw, i.raw) ||
		(i.raw == "y" || i.raw == "j") && strings.HasPrefix(w.skel, "e")
}
