package charset

import "math"

// CP866 and CP1125 read every byte alike but 0xF2-0xF9:
//
//	byte    F2 F3 F4 F5 F6 F7 F8 F9
//	CP866   Є  є  Ї  ї  Ў  ў  °  ∙
//	CP1125  Ґ  ґ  Є  є  І  і  Ї  ї
//
// The letter-pair model cannot tell them apart (it knows the letters of
// Ukrainian and Belarusian as one class), so dosUkrainian weighs what those
// bytes stand between. Ukrainian text read as CP866 gives sequences no
// text has: ў after a consonant (Belarusian writes ў only after a vowel,
// Russian never), a degree sign or a bullet inside a word (ї in країна
// read as кра∙на), a capital Ў before small letters where no vowel ends
// the word before, ї after a consonant (синє read as синї), є before a
// vowel (Ґалаґан read as Єалаєан). Russian and Belarusian text in CP866,
// and Ukrainian typed in CP866 (with a Latin i for і, as DOS users without
// CP1125 did), give what CP1125 cannot explain: ў after a vowel, a degree
// sign after a number, rows of ∙∙∙ as leaders, її, a Latin i inside
// Cyrillic words. Where nothing tells (Ївга or Євга), a prior for the
// commoner CP866 decides, strongly in Russian text (with ы э ъ ё, which
// Ukrainian lacks) and weakly otherwise, so that a short doubt is refused.

// The weights, in tempered nats, of the evidence dosUkrainian finds: how
// much more likely one reading makes what is seen than the other.
const (
	ukrPrior = -1.0 // CP866 files are far commoner than CP1125 ones
	// ukrRussianPrior is the prior for Russian text: ukrRussianLetters of
	// the letters Ukrainian lacks (ы э ъ ё) and not one і in either reading.
	ukrRussianPrior   = -3.0
	ukrRussianLetters = 1
	ukrImpossible     = 8.0 // a sequence one reading cannot give, the other often does
	ukrLikely         = 2.0 // a sequence commoner in one reading by far
	ukrSlight         = 1.0 // a sequence somewhat commoner in one reading
	// ukrCap bounds what one kind of evidence adds up to: the same word
	// over and over is not more evidence than a few different ones.
	ukrCap = 30.0
)

// dosClass is the class of a byte in the shared part of CP866 and CP1125.
type dosClass uint8

const (
	dosOther     dosClass = iota // space, punctuation, line ends, box drawing...
	dosDigit                     // 0-9
	dosLatin                     // a-z A-Z
	dosVowel                     // а е ё и о у ы э ю я, either case
	dosConsonant                 // the other Cyrillic letters, either case
	dosAmbiguous                 // 0xF2-0xF9: a letter in CP1125, not always in CP866
)

func classifyDOS(b byte) dosClass {
	switch {
	case b >= '0' && b <= '9':
		return dosDigit
	case b|0x20 >= 'a' && b|0x20 <= 'z':
		return dosLatin
	case b >= 0xF2 && b <= 0xF9:
		return dosAmbiguous
	case b >= 0x80 && b <= 0xAF || b >= 0xE0 && b <= 0xF1:
		switch b {
		case 0x80, 0x85, 0x88, 0x8E, 0x93, 0x9B, 0x9D, 0x9E, 0x9F, 0xF0, // А Е И О У Ы Э Ю Я Ё
			0xA0, 0xA5, 0xA8, 0xAE, 0xE3, 0xEB, 0xED, 0xEE, 0xEF, 0xF1: // а е и о у ы э ю я ё
			return dosVowel
		}
		return dosConsonant
	}
	return dosOther
}

// isLetter tells whether c is a letter in both readings: a Cyrillic letter
// outside 0xF2-0xF9.
func (c dosClass) isLetter() bool { return c == dosVowel || c == dosConsonant }

// isSmallDOS tells whether b is a small Cyrillic letter in both readings.
func isSmallDOS(b byte) bool { return b >= 0xA0 && b <= 0xAF || b >= 0xE0 && b <= 0xEF || b == 0xF1 }

// pairAlone tells whether the byte x between prev and next is one of a
// pair of x (prev or next is x, not both) that stands alone: no letter
// and no other x on the pair's outer sides (before2 and after2 are the
// bytes two before and two after x).
func pairAlone(before2, prev, next, after2, x byte) bool {
	var left, right byte
	switch {
	case prev == x && next != x:
		left, right = before2, next
	case next == x && prev != x:
		left, right = prev, after2
	default:
		return false
	}
	for _, c := range [2]byte{left, right} {
		if c == x || classifyDOS(c).isLetter() || classifyDOS(c) == dosAmbiguous {
			return false
		}
	}
	return true
}

// dosUkrainian is the log-likelihood ratio, in tempered nats, that data
// (whose bytes >= 0x80 are at hi) is CP1125 rather than CP866: positive for
// CP1125. It is only asked when data holds bytes 0xF2-0xF9.
func dosUkrainian(data []byte, hi []int32) float64 {
	var forUkr, forDOS [8]float64 // by byte 0xF2+k: evidence each way
	latinI := 0.0                 // a Latin i or I beside Cyrillic letters
	at := func(i int) byte {
		if i < 0 || i >= len(data) {
			return '\n'
		}
		return data[i]
	}
	russian, ukrMarks := 0, 0 // ы э ъ ё; 0xF6-0xF9, or a Latin i beside a Cyrillic letter
	for _, p := range hi {
		i := int(p)
		x := data[i]
		switch x {
		case 0x9A, 0x9B, 0x9D, 0xEA, 0xEB, 0xED, 0xF0, 0xF1: // Ъ Ы Э ъ ы э Ё ё
			russian++
		}
		if x < 0xF2 || x > 0xF9 {
			continue
		}
		if x >= 0xF6 {
			ukrMarks++
		}
		k := x - 0xF2
		prev, next := at(i-1), at(i+1)
		pc, nc := classifyDOS(prev), classifyDOS(next)
		// A neighbour that is the same byte is part of a run, not a letter
		// beside it; another of 0xF2-0xF9 is a letter in CP1125.
		pl := pc.isLetter() || pc == dosAmbiguous && prev != x
		nl := nc.isLetter() || nc == dosAmbiguous && next != x
		switch x {
		case 0xF6, 0xF7: // І і, or Ў ў
			switch {
			case pc == dosConsonant:
				forUkr[k] += ukrImpossible // ў after a consonant
			case pc == dosVowel:
				forDOS[k] += ukrLikely // ў after a vowel; Ukrainian writes ї there
			case !pl && nl && prev == ' ' && (classifyDOS(at(i-2)) == dosVowel || classifyDOS(at(i-2)) == dosAmbiguous):
				// і begins words (із, інший, Іван), and so does ў after a
				// word that ends in a vowel (яна ўзяла, Ганна Ўладзіміраўна)
			case !pl && nl:
				forUkr[k] += ukrSlight // a word that starts with і: із, інший, Іван
				if x == 0xF6 && isSmallDOS(next) {
					forUkr[k] += ukrImpossible // Ў begins a capitalised word only after a vowel
				}
			case !pl && !nl && pc != dosDigit && nc != dosDigit:
				// і, the conjunction; Belarusian ў stands alone only after
				// a word that ends in a vowel
				if prev == ' ' && classifyDOS(at(i-2)) == dosConsonant {
					forUkr[k] += ukrLikely
				} else {
					forUkr[k] += ukrSlight
				}
			}
		case 0xF8, 0xF9: // Ї ї, or ° ∙
			switch {
			case x == 0xF8 && (pc == dosDigit || prev == ' ' && classifyDOS(at(i-2)) == dosDigit):
				forDOS[k] += ukrImpossible // 25°, 25 °C
			case x == 0xF8 && (next == 'C' || next == 0x91): // °C, °С
				forDOS[k] += ukrLikely
			case x == 0xF9 && !pl && nl && !isSmallDOS(next):
				forUkr[k] += ukrSlight // ∙Пункт, a bullet glued to its item, or Ї
			case pl || nl:
				forUkr[k] += ukrImpossible // a degree sign or a bullet inside a word
			case prev == x && next == x:
				forDOS[k] += ukrLikely // a row of them: leaders, a fill
			case x == 0xF9 && pairAlone(at(i-2), prev, next, at(i+2), x):
				forUkr[k] += ukrSlight // її, "her", rather than two bullets
			case x == 0xF9 && (prev == '\n' || prev == '\r' || prev == ' ' || prev == '\t') && next == ' ':
				forDOS[k] += ukrSlight // a bullet before an item
			}
		case 0xF4, 0xF5: // Є є, or Ї ї
			switch {
			case prev == 0xF4 || prev == 0xF5 || next == 0xF4 || next == 0xF5:
				forDOS[k] += ukrSlight // її, Її, "her" (twice: ukrLikely); no word has єє
			case pc == dosConsonant:
				forUkr[k] += ukrImpossible // синє; ї never follows a consonant
			case !pl && !nl && pc != dosDigit && nc != dosDigit:
				forUkr[k] += ukrLikely // є, "is"; no word is ї alone
			}
		case 0xF2, 0xF3: // Ґ ґ, or Є є
			switch {
			case !pl && !nl && pc != dosDigit && nc != dosDigit:
				forDOS[k] += ukrLikely // є, "is"; no word is ґ alone
			case nc == dosVowel && isSmallDOS(next):
				forUkr[k] += ukrLikely + ukrSlight // ґа, ґу (Ґалаґан); є, itself [je], is not followed by a vowel
			}
		}
	}
	// A Latin i beside a Cyrillic letter and no Latin one: Ukrainian typed
	// in CP866 (вiд, iнший, клубi).
	for _, p := range hi {
		i := int(p)
		for _, j := range [2]int{i - 1, i + 1} {
			if c := at(j); c != 'i' && c != 'I' {
				continue
			}
			switch o := classifyDOS(at(2*j - i)); { // the byte on the other side of the i
			case o.isLetter() || o == dosAmbiguous:
				latinI += ukrImpossible / 2 // between two (seen from both sides): no CP1125 text has it
				ukrMarks++
			case o != dosLatin && o != dosDigit:
				latinI += ukrLikely // at a word's start or end
				ukrMarks++
			}
		}
	}
	// Russian text (letters Ukrainian lacks, ы э ъ ё, and none of
	// 0xF6-0xF9, no Latin i for і) is far likelier in CP866 than in
	// CP1125: a Ukrainian name in a Russian protocol (Ївга or Євга) is
	// then read as CP866. (In CP1125 such a name would most often show
	// its і or ї, at 0xF6-0xF9.)
	prior := ukrPrior
	if russian >= ukrRussianLetters && ukrMarks == 0 {
		prior = ukrRussianPrior
	}
	llr := prior - math.Min(latinI, ukrCap)

	for k := range forUkr {
		llr += math.Min(forUkr[k], ukrCap) - math.Min(forDOS[k], ukrCap)
	}
	return llr
}
