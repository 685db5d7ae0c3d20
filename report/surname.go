package report

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Surnames. The names page sorts players by surname, as players look for
// themselves. The inputs give a player's name as one text (a PBN's
// [North "..."], a names CSV's field, a Bridgemate's PlayerNames), in
// either order: "Brown Peter", "Иванов Юрий" (surname first, as Russian
// and Polish club lists and many scorers write them) or "Agnieszka
// Dąbrowska", "Peter Brown" (given name first). One event often has both
// (a Russian club's list with its Polish guests, as the sample), so no
// order fixed for a format or a file would do. Each name is read by what
// it says itself; a name that says nothing (two words neither of which
// is known) follows the order that the event's other names showed
// (surname first when they showed none: the order of Russian, Polish and
// most club lists that protokol reads).
//
// What a name says, first cue first:
//   - a comma: "Brown, Peter" (the surname before it);
//   - a word in capitals among words that are not: "BROWN Peter",
//     "Peter BROWN" (the WBF's and many federations' way);
//   - a given name known, or an initial, at one end and not at the
//     other: "Peter Brown", "Józef Wieczorek", "Волкова Ирина",
//     "Haraldsson S" (givenNames, common English, Russian, Ukrainian and
//     Polish given names, compared without case or accents: "Lukasz" is
//     "Łukasz", "Петр" is "Пётр");
//   - a surname's ending at one end and not at the other: "Иванов",
//     "Dąbrowska", "Nowakowski" (surnameEndings);
//   - a name of one word (a BBO handle) is its own surname.

// nameOrder is how the names of an event are written, as far as they say.
type nameOrder int

const (
	surnameFirst nameOrder = iota
	surnameLast
)

// surnameSpan is the bytes of name that are its surname, from start to
// end, by the name's own cues; decided is false when the name has none,
// and the span is then that of order.
func surnameSpan(name string, order nameOrder) (start, end int, decided bool) {
	if i := strings.IndexByte(name, ','); i > 0 && strings.TrimSpace(name[:i]) != "" {
		s, e := trimSpan(name, 0, i)
		return s, e, true
	}
	words := wordSpans(name)
	switch len(words) {
	case 0:
		return 0, 0, true
	case 1:
		return words[0][0], words[0][1], true
	}
	first, last := words[0], words[len(words)-1]
	word := func(w [2]int) string { return name[w[0]:w[1]] }
	if w, ok := onlyOne(words, func(w [2]int) bool { return capitals(word(w)) }); ok {
		return w[0], w[1], true
	}
	foldFirst, foldLast := fold(word(first)), fold(word(last))
	givenFirst, givenLast := isGivenName(foldFirst), isGivenName(foldLast)
	switch {
	case givenFirst && !givenLast:
		return last[0], last[1], true
	case givenLast && !givenFirst:
		return first[0], first[1], true
	}
	endFirst, endLast := hasSurnameEnding(foldFirst), hasSurnameEnding(foldLast)
	switch {
	case endFirst && !endLast && !givenFirst:
		return first[0], first[1], true
	case endLast && !endFirst && !givenLast:
		return last[0], last[1], true
	}
	if order == surnameLast {
		return last[0], last[1], false
	}
	return first[0], first[1], false
}

// orderVotes count the names that put the surname first and last.
type orderVotes struct{ firsts, lasts int }

// add counts a name's vote (see orderVote).
func (v *orderVotes) add(vote int) {
	switch vote {
	case -1:
		v.firsts++
	case 1:
		v.lasts++
	}
}

// order is surname last when more names put it last than first.
func (v orderVotes) order() nameOrder {
	if v.lasts > v.firsts {
		return surnameLast
	}
	return surnameFirst
}

// orderVote is what a name says of the event's order: -1 surname first,
// +1 surname last, 0 nothing (a name of one word, with a comma, or without
// cues); start and decided are surnameSpan's of it, in either order.
func orderVote(name string, start int, decided bool) int {
	if !decided || strings.Contains(name, ",") {
		return 0
	}
	words := wordSpans(name)
	switch {
	case len(words) < 2:
	case start == words[0][0]:
		return -1
	case start == words[len(words)-1][0]:
		return 1
	}
	return 0
}

// wordSpans is the words of name (split at spaces; "Smith-Jones" is one
// word), each as its start and end.
func wordSpans(name string) [][2]int {
	var spans [][2]int
	start := -1
	for i, r := range name {
		if unicode.IsSpace(r) {
			if start >= 0 {
				spans = append(spans, [2]int{start, i})
				start = -1
			}
		} else if start < 0 {
			start = i
		}
	}
	if start >= 0 {
		spans = append(spans, [2]int{start, len(name)})
	}
	return spans
}

// trimSpan is name[start:end] without the spaces at its ends.
func trimSpan(name string, start, end int) (int, int) {
	s := name[start:end]
	t := strings.TrimLeftFunc(s, unicode.IsSpace)
	start += len(s) - len(t)
	return start, start + len(strings.TrimRightFunc(t, unicode.IsSpace))
}

// onlyOne is the one word of words for which f is true, if exactly one.
func onlyOne(words [][2]int, f func([2]int) bool) ([2]int, bool) {
	var found [2]int
	n := 0
	for _, w := range words {
		if f(w) {
			found = w
			n++
		}
	}
	return found, n == 1
}

// capitals tells whether a word is written in capitals: two letters or
// more, none of them lower case, and no initials ("J.-P.").
func capitals(w string) bool {
	letters := 0
	for _, r := range w {
		if unicode.IsLower(r) || r == '.' {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= 2
}

// fold is a word without case and accents, for looking it up: "Łukasz"
// and "Lukasz" are "lukasz", "Пётр" is "петр".
func fold(w string) string {
	f := strings.ToLower(w)
	if plainFolded(f) {
		return f
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(f) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == 'ł':
			b.WriteRune('l')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// plainFolded tells whether a word in lower case is folded already: its
// letters ASCII or Cyrillic а to я but й, which no normalization
// decomposes (so no accent to drop) and none of which is ł.
func plainFolded(w string) bool {
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c < 0x80:
		case (c == 0xd0 || c == 0xd1) && i+1 < len(w):
			// а..п is d0 b0..d0 bf, р..я is d1 80..d1 8f; й is d0 b9.
			n := w[i+1]
			if c == 0xd0 && (n < 0xb0 || n > 0xbf || n == 0xb9) || c == 0xd1 && (n < 0x80 || n > 0x8f) {
				return false
			}
			i++
		default:
			return false
		}
	}
	return true
}

// isGivenName tells whether a word, folded, is a known given name or an
// initial ("S", "S.", "J.-P.").
func isGivenName(f string) bool {
	if givenNames[f] {
		return true
	}
	letters := 0
	for _, r := range f {
		switch {
		case unicode.IsLetter(r):
			letters++
		case r != '.' && r != '-':
			return false
		}
	}
	return letters == 1 || letters == 2 && strings.Contains(f, ".")
}

// hasSurnameEnding tells whether a word, folded, ends as Russian,
// Ukrainian and Polish surnames do (and is longer than the ending).
func hasSurnameEnding(f string) bool {
	for _, e := range surnameEndings {
		if strings.HasSuffix(f, e) && utf8.RuneCountInString(f) > utf8.RuneCountInString(e)+1 {
			return true
		}
	}
	return false
}

// surnameEndings are endings of surnames that given names do not have
// (those that do, "Марина", "Kevin", are known given names, which are
// looked at first), folded. Patronymics' -ич is left out: "Иван Петрович"
// is a name and a patronymic.
var surnameEndings = []string{
	"ов", "ев", "ин", "ын", "ова", "ева", "ина", "ына", "ский", "ская", "цкий", "цкая", "ской", "ых", "их", "енко", "чук", "юк",
	"ski", "ska", "cki", "cka", "dzki", "dzka", "wicz", "vich", "czyk", "czak", "ov", "ev", "ova", "eva", "sky", "enko", "chuk",
}

// givenNames are common given names (English, Russian, Ukrainian,
// Polish), folded. Words that are as often surnames (Lewis, Scott,
// Russell, Graham) are left out, so that they decide nothing.
var givenNames = func() map[string]bool {
	m := map[string]bool{}
	for _, list := range []string{
		// English
		"john peter paul david michael robert james william richard thomas charles christopher daniel matthew anthony mark steven stephen andrew joshua kenneth kevin brian george timothy edward jason jeffrey ryan jacob gary nicholas eric jonathan larry justin brandon benjamin samuel gregory alexander patrick raymond jack jerry tyler aaron adam nathan peter kyle ethan walter noah jeremy christopher keith roger gerald harold sean carl lawrence dylan jesse bryan billy joe bruce gabriel albert alan vincent ralph eugene bobby philip louis harry ian colin neil simon tony nigel alistair derek trevor barry malcolm geoffrey stuart hugh bob bill jim tom mike dave steve andy chris nick rob ben sam fred",
		"mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty margaret sandra ashley kimberly emily donna michelle carol amanda dorothy melissa deborah stephanie rebecca sharon laura cynthia kathleen amy angela shirley anna brenda pamela emma nicole helen samantha katherine christine debra rachel carolyn janet catherine maria heather diane ruth julie olivia joyce virginia victoria kelly lauren christina joan evelyn judith megan andrea cheryl hannah jacqueline martha gloria teresa ann anne sara frances kathryn janice jean abigail alice judy sophia grace denise amber doris marilyn danielle beverly isabella theresa diana natalie charlotte marie jane gillian sheila pauline valerie wendy jill hazel irene rosemary eva sue liz kate jo",
		// Russian
		"александр алексей анатолий андрей антон аркадий артем борис вадим валентин валерий василий виктор виталий владимир владислав вячеслав геннадий георгий герман глеб григорий даниил денис дмитрий евгений егор иван игорь илья кирилл константин лев леонид максим марк матвей михаил никита николай олег павел петр роман руслан сергей семен станислав степан тимофей тимур федор филипп эдуард юрий яков ярослав",
		"александра алена алина алла анастасия ангелина анна антонина валентина валерия вера вероника виктория галина дарья евгения екатерина елена елизавета жанна зинаида зоя инна ирина кира клавдия кристина ксения лариса лидия любовь людмила маргарита марина мария надежда наталья наталия нина оксана ольга полина раиса светлана софья софия тамара татьяна ульяна юлия яна ева",
		// Ukrainian
		"олександр андрiй андрій юрій сергій володимир дмитро микола петро тарас богдан василь олег олена оксана наталія ганна іван",
		// Polish
		"adam adrian agnieszka aleksander aleksandra alicja andrzej anna barbara bartlomiej bartosz beata bogdan bozena czeslaw dariusz dawid dominik dorota edyta elzbieta ewa grazyna grzegorz halina hanna henryk irena iwona jacek jadwiga jakub jan janina janusz jaroslaw jerzy joanna jozef julia justyna kamil karol katarzyna kazimierz krystyna krzysztof leszek lukasz maciej magdalena malgorzata marcin marek maria mariusz marta marzena mateusz michal miroslaw monika natalia pawel piotr przemyslaw rafal renata ryszard sebastian stanislaw stefan sylwia szymon tadeusz teresa tomasz urszula wieslaw wiktor wojciech zbigniew zdzislaw zofia",
	} {
		for _, n := range strings.Fields(list) {
			m[fold(n)] = true
		}
	}
	return m
}()
