// Package players knows a club's players across sessions: its register
// file, and the matching of each session's players (a name as written,
// and a member number when the input carries one) to the register's
// players or to one another.
//
// # The register
//
// A register is a CSV file read as the other CSV inputs are (formats'
// decoding: the encoding detected, or given; csvtrav's physical layer:
// delimiter ',', ';' or TAB, quotes, '#' comments, a header row). Header
// cells are compared as csvtrav.NormKey compares them; English, Russian,
// Polish, German and Dutch names are known:
//
//	id            the member number (required; unique)
//	name          the player's name (required)
//	spellings     other ways sessions write the name, separated by ';' or '|'
//	numbers       other numbers (national, club), ';' or '|'; several columns allowed
//	masterpoints  a decimal ("12.5" or "12,5"), for later awards
//	handicap      a percentage, negative for the strong, for later rankings
//	rank          a rank or grade, as written
//
// for example
//
//	id;name;spellings;masterpoints
//	1234;Иванов Пётр;Ivanov P.|Ivanov Petr;152,5
//	1240;Иванова Анна;;12
//
// A number on two players, a missing id or name, a value that is not a
// number are errors (positioned, several at once); an unknown column and
// two players with one name are warnings.
//
// # Matching
//
// Match takes every appearance of a season at once. A member number in
// the register decides; then the name, compared at three levels
// (Compare): the same words (case, ё/е, spaces and punctuation, word
// order: "Surname First" and "First Surname"), the same words in Latin
// letters, and initials ("Ivanov P." ~ "Иванов Пётр"). Across scripts,
// names are compared in Latin letters: Cyrillic goes to Latin by the
// passport table of package translit, a function, while the way back is
// a guess; the spellings clubs write in Latin (Pyotr, Yury, Alexander,
// Khokhlov or Hohlov, Natalya) are then folded alike on both sides.
//
// Every doubtful match is a Warning naming the written names (and where
// each was first seen) and the register's lines: a register player
// reached only by transliteration or initials, a name two register
// players could be (not matched), a number written with another player's
// name; without a register, two spellings taken as one player, and a
// name that may be several (kept apart). Listing the spellings in the
// register resolves every one of them.
//
// # Personal data
//
// Member numbers are personal data. They are read to match and kept in
// Player for what the club asks for by name (an upload to its
// federation), and the package puts them in nothing else: an Identity's
// Key (the name of a player's pages) is a slug of a name, and no error or
// warning shows a number.
//
// # Imports
//
// The standard library, golang.org/x/text/unicode/norm, compute/bridge
// and compute/exact, formats (Decode) and formats/csvtrav (Sheet), and
// translit. It reads no files itself: Read takes the bytes.
package players
