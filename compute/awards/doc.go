// Package awards computes the masterpoints (and like points) a session
// gives its contestants by a federation's or a club's scale: pure
// functions of the ranked field and the scale, written as data.
//
// # Fields
//
// A Field is one ranking that awards are computed in (Scale.Over says
// which: each ranking the session publishes, each section, the event): its
// form (pairs, individual, teams), its tables (a half table as ½), its
// winners (2 for a direction of a Mitchell), the boards played, the
// field's strength when a scale reads one, and each contestant's place,
// contestants that share a place having the same one.
//
// # Scales
//
// A Scale is a list of Rules, one for each kind of points it gives (the
// EBU's black points; the ФСБР's РО and ПБ side by side). A rule is one of
// three kinds:
//
//   - Ratio: the first award (First: PerTable × T + PerBoard × boards +
//     PerAward × places awarded + Fixed, times Weight, at most Max; T is the tables with a
//     half table counted as a table; beyond Limit tables the ABF's
//     Weight·(1 − e^(−T/Saturate))), the next places fractions of it
//     (Ratios), each place k beyond them first ÷ (k − Then). The ACBL: 0.10
//     a table, 70 %, 50 %, 35 %, then ⅕, ⅙…; the ABF: 0.02 W a table
//     (Mitchell) or 0.04 W (Howell), 70 %, then first ÷ (k − 1).
//   - Step: the first award, each next place Step less (the EBU: top award
//     6 a place awarded for pairs, 3 for individuals, down by as much).
//   - Table: a row of places' points (and Rest for every place beyond): a
//     club's own table, or rows published for a field's size and strength.
//
// How many places are awarded is a Depth: a fraction of the field's
// contestants (ABF: half, rounded down; a third for teams, rounded up), of
// its group (ACBL: 40 % of the pairs in the direction, a half table
// counting as a table, .5 rounded up) or of its full tables (EBU: a
// quarter, a third or a half by the boards played, rounded up). First,
// Depth and Row are each a list of cases with conditions (form, winners,
// boards, the field's size and strength); the first case that holds is
// used, and a field no case fits is an error that says which cases there
// are.
//
// Each place's award is rounded (Round: to a quantum, half up, up or
// down) and raised to Min (the EBU's minimum award); contestants sharing
// a place share the awards of the places they cover (tied 3rd and 4th:
// the average of the two), places beyond the depth counting 0, and the
// share is rounded again (and raised to Min if above 0).
//
// # Strata
//
// Stratified computes a scale in each stratum of a stratified field
// (package strata: a contestant ranked in its own stratum and those above)
// and gives each contestant the largest of its awards.
//
// # What it does not do
//
// It reads no files: the TOML scale files and the bundled scales, each
// with its source, are package scales'. It does not know players, member
// numbers or names; the wiring maps places to contestants and awards to
// players. Arithmetic is exact (compute/exact) except the ABF's
// exponential, which is rounded to the rule's quantum.
//
// It imports compute/exact and compute/strata only.
package awards
