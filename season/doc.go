// Package season reads the definition of a club's series: which sessions
// of the archive it takes and the rules of its table (compute/series),
// from a TOML file or a bundled preset.
//
// # The definition
//
//	title = "Summer cup 2026"
//	preset = "moscow-summer-cup"  # start from a preset; the keys below replace its own
//	unit = "pair"                 # player | pair (a partnership)
//	ties = ["next-best"]          # next-best | countback | best-scores, in order; then shared
//
//	[sessions]
//	folders = ["2026/summer-*"]   # folders (path.Match patterns); none: every session
//	from = "2026-06-01"           # dates, both included
//	to = "2026-08-31"
//	period = "month"              # month | quarter: one table each; none: one table
//
//	[points]
//	kind = "place"                # percentage | total (matchpoints or IMPs) | vp | place | formula
//	round = "up"                  # exact | up | nearest (place points, after ties share them)
//
//	[[points.table]]              # place points; the first table whose conditions hold
//	sections = 1                  # the session's number of sections (0: any)
//	section = 1                   # the entry's section among them, 1 the first (0: any)
//	field = [1, 12]               # the field's size, min and max (0: no bound)
//	places = [20, 17, 15]         # the first, second, third place's points
//	rest = 1                      # every place beyond (none: 0, with a warning)
//
//	[points.formula]              # or place points from the field's size N
//	first = 1.5                   # × N for the first place
//	last = 1                      # for the last; the places between on a straight line
//	bonus = [3, 2, 1]             # added to the first places
//
//	[count]
//	best = 8                      # the best 8 count (0: all)
//	of = 10                       # of the last 10 sessions
//	drop = 1                      # drop the lowest 1
//	per = 2                       # for every 2 sessions played
//	after = 5                     # beyond 5
//	minimum = 5                   # sessions to be ranked
//	total = "sum"                 # sum | average
//
// Numbers are exact: 1.5 is 3/2, and a text "3/2" is read too. Every
// error says where (file:line and the key) and what was wanted.
//
// # Presets
//
// Each preset is a definition bundled with protokol (PresetText shows it
// with its source), for the rules the clubs' programs name:
//
//   - moscow-summer-cup: the Moscow federation's summer cup, best 8 of 10
//     pair sessions on place points 20-17-15-13-12-11-10-9-8-7-6-5-4-3-2
//     then 1, and tables of their own when the field plays in two
//     sections; shared places share their points. Source: the cup's
//     regulations, https://bridgemoscow.ru/tournaments/anons/sc24a.htm.
//   - polish-monthly: a Polish club's monthly ranking of players: 1.5 ×
//     the pairs for the first place down to 1 for the last, bonuses 3-2-1,
//     shared places averaged, rounded up, the 10 best of a month. Source:
//     Klub Brydża Źródło's rules,
//     https://turniejebrydza.pl/turniejebrydza-realbridge/regulamin/.
//   - pianola-average: Pianola's "Average percentage" competition: the
//     average percentage, with the club's sessions to qualify and best
//     results to include. Source: support.pianola.net, "Step 2:
//     Parameters" and "Step 3: Qualification".
//   - bridgewebs-leaderboard: a Bridgewebs club's quarterly pairs
//     leaderboard: average percentage, 12 sessions to qualify, the best 12
//     count. Source: Cheltenham Bridge Club's "Leaderboards Explained",
//     https://www.bridgewebs.com/cheltenham/page68.html (a club's rules
//     published on Bridgewebs; Bridgewebs' own manual could not be read).
//
// No preset is bundled where no source of the rule was found: Magic
// Contest's point league (its page, brenning.se, is listed in the
// program's menu but its text could not be found) and ACBLscore's series
// games (the ACBLscore manual names a "Series games" topic, whose text
// could not be found). Their rules are not guessed; a club writes its own
// definition with the keys above.
//
// Rules found while looking, not bundled: a New Zealand club's ladder
// drops the lowest score for every 2 sessions beyond 5 (drop = 1, per =
// 2, after = 5; https://akbc.co.nz/page/625867), and a Polish regional
// classification drops one for every full 6 sessions (drop = 1, per = 6;
// http://www.szbs.pl/index.php/1431-06-09-2020-kielce-festiwal-sportowy).
//
// # Sessions
//
// Select picks a definition's sessions from the archive's (folder and
// date) and splits them by period, in the order played.
//
// # Imports
//
// The standard library, github.com/BurntSushi/toml, compute/bridge,
// compute/exact and compute/series. It reads no files: Parse takes the
// bytes.
package season
