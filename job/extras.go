package job

import (
	"errors"
	"fmt"

	"github.com/protokol-bridge/protokol/compute/awards"
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/event"
	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/extras"
	"github.com/protokol-bridge/protokol/compute/strata"
	"github.com/protokol-bridge/protokol/config"
	"github.com/protokol-bridge/protokol/players"
)

// ErrNoRegister: handicaps or strata were asked for without a register
// to read the players' handicaps and masterpoints from.
var ErrNoRegister = errors.New("no register of the players (want --register FILE, or a register.csv in the batch's folder)")

// addExtras works out what cfg asks for beside the scratch results
// (masterpoints, a handicapped ranking, strata: compute/extras) and gives
// it to res, the players matched to the register first (players.Match:
// by member number, then by name), so that each carries the register's
// handicap, masterpoints, name and member number. Nothing asked, nothing
// is done: the scratch results are all there is. The warnings are the
// register's own, its doubtful matches and the extras'.
func addExtras(cfg config.Score, res *event.Result) ([]*bridge.Error, error) {
	opt := cfg.Extras
	if !opt.Asked() {
		return nil, nil
	}
	if cfg.Register == nil && (opt.Handicap != nil || opt.Strata != nil) {
		flag := "--handicap"
		if opt.Handicap == nil {
			flag = "--strata"
		}
		return nil, &config.Error{Err: fmt.Errorf("%s: %w", flag, ErrNoRegister)}
	}
	ev := res.ExtrasEvent()
	warns := fromRegister(cfg.Register, &ev)
	x, err := extras.Compute(ev, opt)
	switch {
	case errors.Is(err, awards.ErrField) || errors.Is(err, awards.ErrScale):
		return warns, &config.Error{Err: fmt.Errorf("--awards: %w", err)}
	case errors.Is(err, extras.ErrNotPercent):
		return warns, &config.Error{Err: fmt.Errorf("--handicap: %w", err)}
	case errors.Is(err, strata.ErrConfig):
		return warns, &config.Error{Err: fmt.Errorf("--strata: %w", err)}
	case err != nil:
		return warns, &config.Error{Err: err}
	}
	res.Extras = x
	return append(warns, x.Warnings...), nil
}

// fromRegister gives each player of ev what the register says of him,
// when it knows him: his name and member number as the register writes
// them, his masterpoints and his handicap.
func fromRegister(reg *players.Register, ev *extras.Event) []*bridge.Error {
	if reg == nil {
		return nil
	}
	var warns []*bridge.Error
	warns = append(warns, reg.Warnings...)
	var seen []players.Appearance
	var at []*extras.Player
	for r := range ev.Rankings {
		rk := &ev.Rankings[r]
		for c := range rk.Contestants {
			ct := &rk.Contestants[c]
			for i := range ct.Players {
				p := &ct.Players[i]
				where := ct.ID
				if rk.Name != "" {
					where = rk.Name + ", " + ct.ID
				}
				seen = append(seen, players.Appearance{Name: p.Name, Number: p.Member, Where: where})
				at = append(at, p)
			}
		}
	}
	ids, ws := players.Match(reg, seen)
	for _, w := range ws {
		warns = append(warns, &bridge.Error{Context: "register", Err: errors.New(w.Text)})
	}
	for i, id := range ids {
		if id.Player < 0 {
			continue
		}
		rp := &reg.Players[id.Player]
		p := at[i]
		p.Name, p.Member = rp.Name, rp.ID
		p.Masterpoints, p.HasMasterpoints = rp.Masterpoints, rp.HasMasterpoints
		p.Handicap, p.HasHandicap = rp.Handicap, rp.HasHandicap
	}
	return warns
}

// usebioPoints are the factors of the scale's points in results.xml (see
// output.Options.USEBIOPoints).
func usebioPoints(cfg config.Score) []exact.Q {
	if cfg.Scale == nil {
		return nil
	}
	return cfg.Scale.USEBIO
}
