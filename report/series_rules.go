package report

import (
	"fmt"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/series"
)

// rulesWords are the sentences RulesText makes, in one language.
type rulesWords struct {
	percent, total, vp, place, formula, bonus, shared, up, nearest string
	oneSection, sections, section, fieldFrom, fieldTo, fieldOf     string
	rest                                                           string
	bestOf, best, last, every, drop, dropAll, average, sum         string
	minimum, ties, tieShared                                       string
	tieNames                                                       [3]string
	pair, player                                                   string
}

var rulesText = map[string]rulesWords{
	"en": {
		percent: "Points: the session's percentage.", total: "Points: the session's total (matchpoints or IMPs).",
		vp: "Points: the session's victory points.", place: "Points by place: %s.",
		formula: "Points by place: %s × the field's size for the first, %s for the last, the places between on a straight line",
		bonus:   "; bonuses %s for the first places", shared: "Tied places share their points.",
		up: "Points are rounded up to a whole number.", nearest: "Points are rounded to the nearest whole number.",
		oneSection: "one section", sections: "%d sections", section: "section %d", fieldFrom: "a field of %d or more",
		fieldTo: "a field of at most %d", fieldOf: "a field of %d to %d", rest: ", then %s",
		bestOf: "The best %d of the last %d sessions count.", best: "The best %d sessions count.",
		last: "The last %d sessions count.", every: "Every session counts.",
		drop: "The lowest %d are dropped for every %d sessions played beyond %d.", dropAll: "The lowest %d are dropped for every %d sessions played.",
		average: "The total is the average of the points that count.", sum: "The total is the sum of the points that count.",
		minimum: "At least %d sessions to be ranked.", ties: "Ties on the total are broken by %s; units still equal share the place.",
		tieShared: "Units with equal totals share the place.",
		tieNames:  [3]string{"the best scores that do not count", "more first places, then seconds, and so on", "the best scores that count"},
		pair:      "A row is a partnership: a player who changes partners has a row with each.",
		player:    "A row is a player, credited with every session he played, whoever his partner.",
	},
	"ru": {
		percent: "Очки: процент за турнир.", total: "Очки: сумма за турнир (матчпойнты или IMP).",
		vp: "Очки: победные очки за турнир.", place: "Очки за место: %s.",
		formula: "Очки за место: %s × число участников за первое, %s за последнее, между ними поровну",
		bonus:   "; премии %s за первые места", shared: "Поделённые места делят свои очки.",
		up: "Очки округляются вверх до целых.", nearest: "Очки округляются до целых.",
		oneSection: "одна секция", sections: "секций: %d", section: "секция %d", fieldFrom: "участников от %d",
		fieldTo: "участников до %d", fieldOf: "участников от %d до %d", rest: ", далее по %s",
		bestOf: "В зачёт идут %d лучших из последних %d турниров.", best: "В зачёт идут %d лучших турниров.",
		last: "В зачёт идут последние %d турниров.", every: "В зачёт идут все турниры.",
		drop: "За каждые %[2]d турниров сверх %[3]d отбрасываются %[1]d худших.", dropAll: "За каждые %[2]d турниров отбрасываются %[1]d худших.",
		average: "Итог — среднее очков, идущих в зачёт.", sum: "Итог — сумма очков, идущих в зачёт.",
		minimum: "Для места в зачёте нужно сыграть не меньше %d турниров.", ties: "При равенстве итогов выше тот, у кого %s; равные делят место.",
		tieShared: "Равные по итогу делят место.",
		tieNames:  [3]string{"лучше результаты вне зачёта", "больше первых мест, затем вторых и так далее", "лучше результаты в зачёте"},
		pair:      "Строка — пара: игрок, сменивший партнёра, стоит в строке с каждым.",
		player:    "Строка — игрок: ему засчитывается каждый сыгранный турнир, с любым партнёром.",
	},
}

// RulesText says a series' rules in words, a sentence each, in lang ("en"
// or "ru"): the unit, the points of a session, which count, the total,
// the minimum and the ties.
func RulesText(r series.Rules, lang string) []string {
	w, ok := rulesText[lang]
	if !ok {
		w = rulesText["en"]
	}
	var out []string
	if r.Unit == series.Pairs {
		out = append(out, w.pair)
	} else {
		out = append(out, w.player)
	}
	p := r.Points
	switch p.Kind {
	case series.ByPercent:
		out = append(out, w.percent)
	case series.ByTotal:
		out = append(out, w.total)
	case series.ByVP:
		out = append(out, w.vp)
	case series.ByPlace:
		var tables []string
		for _, t := range p.Tables {
			tables = append(tables, placeTableText(t, w, len(p.Tables) > 1))
		}
		out = append(out, fmt.Sprintf(w.place, strings.Join(tables, "; ")), w.shared)
	case series.ByFormula:
		f := p.Formula
		s := fmt.Sprintf(w.formula, num(f.First), num(f.Last))
		if len(f.Bonus) > 0 {
			s += fmt.Sprintf(w.bonus, nums(f.Bonus))
		}
		out = append(out, s+".", w.shared)
	}
	switch p.Round {
	case series.Up:
		out = append(out, w.up)
	case series.Nearest:
		out = append(out, w.nearest)
	}
	c := r.Count
	switch {
	case c.Best > 0 && c.Of > 0:
		out = append(out, fmt.Sprintf(w.bestOf, c.Best, c.Of))
	case c.Best > 0:
		out = append(out, fmt.Sprintf(w.best, c.Best))
	case c.Of > 0:
		out = append(out, fmt.Sprintf(w.last, c.Of))
	case c.Drop == 0:
		out = append(out, w.every)
	}
	if c.Drop > 0 {
		if c.After > 0 {
			out = append(out, fmt.Sprintf(w.drop, c.Drop, c.Per, c.After))
		} else {
			out = append(out, fmt.Sprintf(w.dropAll, c.Drop, c.Per))
		}
	}
	if r.Average {
		out = append(out, w.average)
	} else {
		out = append(out, w.sum)
	}
	if r.Minimum > 1 {
		out = append(out, fmt.Sprintf(w.minimum, r.Minimum))
	}
	if len(r.Ties) == 0 {
		out = append(out, w.tieShared)
	} else {
		var names []string
		for _, t := range r.Ties {
			if int(t) < len(w.tieNames) {
				names = append(names, w.tieNames[t])
			}
		}
		out = append(out, fmt.Sprintf(w.ties, strings.Join(names, ", ")))
	}
	return out
}

// placeTableText is a table of place points: "one section: 20-17-15, then
// 1"; the conditions only when there are several tables.
func placeTableText(t series.PlaceTable, w rulesWords, conditions bool) string {
	s := nums(t.Places)
	if t.HasRest {
		s += fmt.Sprintf(w.rest, num(t.Rest))
	}
	if !conditions {
		return s
	}
	var cond []string
	switch {
	case t.Sections == 1:
		cond = append(cond, w.oneSection)
	case t.Sections > 1:
		cond = append(cond, fmt.Sprintf(w.sections, t.Sections))
	}
	if t.Section > 0 {
		cond = append(cond, fmt.Sprintf(w.section, t.Section))
	}
	switch {
	case t.MinField > 0 && t.MaxField > 0:
		cond = append(cond, fmt.Sprintf(w.fieldOf, t.MinField, t.MaxField))
	case t.MinField > 0:
		cond = append(cond, fmt.Sprintf(w.fieldFrom, t.MinField))
	case t.MaxField > 0:
		cond = append(cond, fmt.Sprintf(w.fieldTo, t.MaxField))
	}
	if len(cond) == 0 {
		return s
	}
	return strings.Join(cond, ", ") + ": " + s
}

// num is a rule's number: "1.5", "20", "1/3" when no decimals hold it.
func num(q exact.Q) string {
	d := q.Decimal(6)
	if back, ok := exact.Parse(d); ok && back.Cmp(q) == 0 {
		return d
	}
	return q.String()
}

func nums(qs []exact.Q) string {
	parts := make([]string, len(qs))
	for i, q := range qs {
		parts[i] = num(q)
	}
	return strings.Join(parts, "-")
}
