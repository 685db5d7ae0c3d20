// Package scales reads masterpoint scales (compute/awards) from TOML files
// and bundles the federations' scales, each with its source.
//
// # The file
//
//	name = "ABF club session"
//	source = "https://…"          # where the rule is published
//	preset = "abf-club"           # start from a bundled scale; the keys below replace its own
//	over = "ranking"              # ranking | section | event: which rankings get awards
//	ranking = "scratch"           # scratch | handicap: the places awarded (handicap: --handicap's)
//	weight = 1.5                  # default weight of every first award (the ABF's grade)
//
//	[[award]]                     # one kind of points; several give several (РО, ПБ)
//	type = "GREEN"                # the points' name: USEBIO's MASTER_POINT_TYPE
//	kind = "ratio"                # ratio | step | table
//	ratios = [1, 0.7]             # ratio: the first places as fractions of the first award
//	then = 1                      # ratio: place k beyond them gets first ÷ (k − then)
//	step = 6                      # step: each place the one before less step
//	round = 0.01                  # a quantum: 0.01 hundredths, 1 whole points (none: exact)
//	rounding = "half-up"          # half-up | up | down
//	min = 6                       # an award below min is raised to it
//	usebio_factor = 100           # points × factor in MASTER_POINTS_AWARDED
//
//	[[award.first]]               # the first award; the first case that holds
//	winners = 2                   # conditions, all optional: form = ["pairs"],
//	                              # winners = 1 | 2, boards = [18, 35], field = [20, 20],
//	                              # strength = [5, 5] (0 in a range: no bound)
//	per_table = 0.02              # × tables (a half table counts as one)
//	per_board = 0                 # × boards played
//	per_award = 0                 # × places awarded
//	fixed = 0                     # added
//	weight = 1.5                  # × weight (the file's weight when none)
//	limit = 30                    # beyond limit tables: weight × (1 − e^(−T/saturate))
//	saturate = 32
//	max = 1.50                    # at most
//
//	[[award.depth]]               # how many places are awarded; the first that holds
//	fraction = "1/2"              # of the base
//	round = "down"                # half-up | up | down
//	of = "field"                  # field (contestants) | group | full-tables
//
//	[[award.row]]                 # table: places' points; the first row that holds
//	field = [20, 20]
//	places = [20, 13, 9, 6, 4]
//	rest = 1                      # every place beyond (none: 0)
//
// Numbers are exact: 0.10 is 1/10, and a text "1/3" is read too. Every
// error says where (file:line, the key) and what was wanted; a key the
// file does not know is an error. A club's own scale is a file of these
// keys: a table of place points (kind = "table"), or a formula of the
// tables and boards (kind = "ratio" or "step" with per_table, per_board
// and fixed).
//
// # Bundled scales
//
// Each is a file in presets/ whose comment quotes its rule and its source
// (PresetText shows it); each is tested against a worked example from
// its federation's published rules or its own programs' files:
//
//   - acbl-club: the ACBL's open club games (ACBL Handbook, "I.
//     Calculating the Awards"): an 8-table Mitchell gives 0.80, 0.56, 0.40
//     in each direction.
//   - abf-club: the ABF's session awards at grade weight 1.5 (ABF
//     Masterpoint Manual 3.1, 4.2; Bridge NSW's club rate): the ABF's
//     Compscore3 files (a 19-table and a 6½-table Mitchell, a Butler
//     Howell; a red Howell with weight = 2.5).
//   - ebu-club, ebu-club-individual: the EBU's club scale of local points
//     for one-winner fields (Licensing and Master Points Handbook, chapter
//     4 and scale F, as the EBU's forum explains them): the USEBIO
//     specification's individual example (12, 9, 6, 6), EBUScore's and
//     BriAn's club pairs.
//   - nbf-poenghosten: the NBF's Poenghøsten (district points, table E-1):
//     20 pairs give 20-13-9-6-4, the only row published where we could
//     read it.
//   - fsbr-ro-pb: the ФСБР's РО and ПБ for the one field bridgeclub.ru
//     published (36 pairs, strength 5: РО 250 … 85, ПБ 5-4-3-2-1).
//
// Not bundled, their rules not found: the EBU's two-winner (Mitchell)
// scale and its other statuses, the NBF's table E-1 beyond its one
// published row, the ФСБР's formulas of РО, ПБ and МБ (club sessions'
// МБ and the monthly «Отчет по МБ» with them). Where a bundled scale has
// no case for a field, Compute says so rather than guess.
//
// # Imports
//
// The standard library, github.com/BurntSushi/toml, compute/awards,
// compute/bridge (its Error) and compute/exact. It reads no files: Parse
// takes the bytes.
package scales
