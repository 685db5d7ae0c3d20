package config

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"slices"
	"strings"

	"github.com/protokol-bridge/protokol/compute/exact"
	"github.com/protokol-bridge/protokol/compute/handicap"
	"github.com/protokol-bridge/protokol/compute/strata"
	"github.com/protokol-bridge/protokol/input"
	"github.com/protokol-bridge/protokol/players"
	"github.com/protokol-bridge/protokol/scales"
)

// handicap is the handicap options being read.
func (c *Score) handicap() *handicap.Options {
	if c.Extras.Handicap == nil {
		c.Extras.Handicap = &handicap.Options{}
	}
	return c.Extras.Handicap
}

// awardScale reads --awards: a bundled scale, or a scale file (whose
// problems are input errors with positions), read once for its scale and
// its digest.
func awardScale(c *Score, v Value) error {
	name := strings.TrimSpace(v.one())
	switch {
	case name == "" || name == "none" || name == "off":
		return nil
	case slices.Contains(scales.Presets(), name):
		d, err := scales.Preset(name)
		if err != nil {
			return named(v, err)
		}
		c.Scale = d
		return nil
	case !strings.Contains(name, ".") && !strings.ContainsAny(name, `/\`):
		return settingError(v, "%s %q: unknown scale (want %s, or a scale file)", v.label(), name, strings.Join(scales.Presets(), ", "))
	}
	data, err := input.Read(name)
	if err != nil {
		return err
	}
	if c.Scale, err = scales.Parse(name, data); err != nil {
		return err
	}
	c.digest("awards", data)
	return nil
}

// register reads --register (its problems are input errors with
// positions).
func register(c *Score, v Value) error {
	name := strings.TrimSpace(v.one())
	if name == "" {
		return nil
	}
	data, err := input.Read(name)
	if err != nil {
		return err
	}
	if c.Register, err = players.Read(name, data, ""); err != nil {
		return err
	}
	c.digest("register", data)
	return nil
}

// strataSetting reads --strata: limits, or halves or thirds.
func strataSetting(c *Score, v Value) error {
	text := strings.TrimSpace(v.one())
	cfg := &strata.Config{}
	switch text {
	case "", "none", "off":
		return nil
	case "halves":
		cfg.Parts = 2
	case "thirds":
		cfg.Parts = 3
	default:
		for _, p := range strings.Split(text, ",") {
			q, ok := exact.Parse(strings.TrimSpace(p))
			if !ok || q.Sign() <= 0 {
				return settingError(v, "%s %q: %q is not a number of masterpoints (want limits such as 300,1200, or halves or thirds)", v.label(), text, p)
			}
			cfg.Limits = append(cfg.Limits, q)
		}
		if len(cfg.Limits) > 2 {
			return settingError(v, "%s %q: %d limits (want 1 or 2: two or three strata)", v.label(), text, len(cfg.Limits))
		}
		for i := 1; i < len(cfg.Limits); i++ {
			if cfg.Limits[i].Cmp(cfg.Limits[i-1]) <= 0 {
				return settingError(v, "%s %q: want the limits increasing", v.label(), text)
			}
		}
	}
	c.Extras.Strata = cfg
	return nil
}

// digest keeps the SHA-256 of a setting's file, for the run's stamp.
func (c *Score) digest(name string, data []byte) {
	if c.digests == nil {
		c.digests = map[string]string{}
	}
	sum := sha256.Sum256(data)
	c.digests[name] = hex.EncodeToString(sum[:])
}

// resolveAwards puts the award settings together once every setting is
// read: the scale into the extras' options, the handicap's sign and
// default, the strata's basis; --format awards wants a scale.
func (c *Score) resolveAwards(l Layer) error {
	if c.Scale != nil {
		c.Extras.Scale, c.Extras.OnHandicap = &c.Scale.Scale, c.Scale.OnHandicap
	}
	if h := c.Extras.Handicap; h != nil {
		h.Sign = c.handicapSign
		if c.handicapMissing != nil {
			h.Missing, h.HasMissing = *c.handicapMissing, true
		}
	}
	if s := c.Extras.Strata; s != nil {
		s.Basis = c.strataBasis
	}
	if slices.Contains(c.Formats, "awards") && c.Scale == nil {
		v, ok := l["format"]
		if !ok {
			v = Value{Name: "format", Flag: true}
		}
		return settingError(v, "%s awards: no scale to award (want --awards SCALE too)", v.label())
	}
	return nil
}

// stampText is the stamp's text of a setting: its value, and the digest
// of a file it names.
func (c *Score) stampText(s *Setting, v Value) string {
	text := strings.Join(v.Text, "\x00")
	if s.Name == "vp-scale" && c.VPDigest != "" {
		text += " " + c.VPDigest
	}
	if d := c.digests[s.Name]; d != "" {
		text += " " + d
	}
	return fmt.Sprintf("%q", text)
}
