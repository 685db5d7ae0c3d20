// Package series computes a season's table from the results of its
// sessions: who leads a club's cup, ladder or monthly ranking.
//
// # Input
//
// A Session is the ranking of one session: its entries (a pair, or a
// player in an individual), each with the keys of its players (matched
// across sessions by the caller: package players), its section, its place
// in its field, and the scores it has (percentage, matchpoint or IMP
// total, VPs). The sessions are given in the order they were played.
//
// # Rules
//
// The Unit of a row is a player (credited with each entry he played in,
// whoever his partner) or a pair (a partnership: the same players
// together; a player who changes partners is in several rows).
//
// The points of a session (Points) are its percentage, total or VPs as
// they are, or place points: from a PlaceTable (the first table whose
// conditions on the session's number of sections, the entry's section
// and the field's size hold: the Moscow cup gives 20-17-15-… in one
// section and other tables when the field is split in two), or from a
// Formula of the field's size N (First·N to the first place, Last to the
// last, in a straight line between, plus a Bonus for the first places).
// Entries that share a place share the points of the places they cover
// (two entries tied for 2nd get the average of the 2nd and 3rd places'
// points); then the points are rounded when Points.Round says so. A place
// beyond a table without Rest gets 0 points and a warning.
//
// Which sessions count (Count): all; the best Best; the best Best of the
// last Of sessions of the series (the earlier ones are shown and do not
// count); and, for each Per sessions played beyond After, the lowest Drop
// are dropped. Among equal points the earlier session counts. The total is
// the sum of the counted points, or their average (Rules.Average).
//
// A unit that played fewer than Rules.Minimum sessions (within Of) is
// listed after the ranked units, without a place. Ranked units are
// ordered by total, then by each tie-break of Rules.Ties in turn
// (NextBest, Countback, BestScores); units still equal share the place
// ("3="), listed in natural order of their keys.
//
// A unit credited twice in one session (a player in two entries) keeps
// the better points, with a warning.
//
// Arithmetic is exact (compute/exact) from the scores to the totals; the
// table rounds nothing but what Points.Round asks.
//
// # What it does not do
//
// It reads no files and knows no names: matching "Иванов Пётр" to "Ivanov
// P." is package players' work, the TOML definition of a series and its
// presets are package season's. It imports compute/exact and compute/rank
// only.
package series
