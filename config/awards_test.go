package config_test

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"

	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/compute/handicap"
	"github.com/protokol-bridge/protokol/compute/strata"
	"github.com/protokol-bridge/protokol/config"
)

// No award setting asks for nothing: the extras are not asked, and the
// scratch results are all there is.
func TestAwardsDefault(t *testing.T) {
	c, err := config.Resolve(flag("dd-cache", "off"))
	if err != nil {
		t.Fatal(err)
	}
	if c.Extras.Asked() || c.Scale != nil || c.Register != nil {
		t.Errorf("%+v", c.Extras)
	}
}

// The award settings read into the extras' options; a bad value names
// the flag and what was wanted.
func TestAwardSettings(t *testing.T) {
	c, err := config.Resolve(config.Merge(flag("awards", "acbl-club"), flag("handicap", "sum"), flag("handicap-sign", "subtracted"),
		flag("handicap-default", "-5"), flag("strata", "thirds"), flag("strata-by", "average"), flag("strength", "5"), flag("dd-cache", "off")))
	if err != nil {
		t.Fatal(err)
	}
	x := c.Extras
	if x.Scale == nil || x.Scale.Name != "ACBL club game (open)" || x.Handicap == nil || x.Handicap.Method != handicap.Sum ||
		x.Handicap.Sign != handicap.Subtracted || !x.Handicap.HasMissing || x.Handicap.Missing.String() != "-5" ||
		x.Strata == nil || x.Strata.Parts != 3 || x.Strata.Basis != strata.Average || !x.HasStrength || x.Strength.String() != "5" {
		t.Errorf("%+v %+v %+v", x, x.Handicap, x.Strata)
	}
	for _, tt := range []struct {
		layer config.Layer
		want  string
	}{
		{flag("awards", "wbf"), `--awards "wbf": unknown scale (want abf-club, acbl-club, ebu-club-individual, ebu-club, fsbr-ro-pb, nbf-poenghosten, or a scale file)`},
		{flag("strength", "strong"), `--strength "strong": want a number such as 5`},
		{flag("handicap", "median"), `--handicap "median": unknown method (want average or sum)`},
		{flag("handicap-sign", "minus"), `--handicap-sign "minus": want added or subtracted`},
		{flag("handicap-default", "x"), `--handicap-default "x": want a percentage such as -5`},
		{flag("strata", "300,x"), `--strata "300,x": "x" is not a number of masterpoints (want limits such as 300,1200, or halves or thirds)`},
		{flag("strata", "100,200,300"), `--strata "100,200,300": 3 limits (want 1 or 2: two or three strata)`},
		{flag("strata-by", "lower"), `--strata-by "lower": want higher, average or total`},
		{flag("format", "awards"), `--format awards: no scale to award (want --awards SCALE too)`},
	} {
		_, err := config.Resolve(config.Merge(tt.layer, flag("dd-cache", "off")))
		var ce *config.Error
		if !errors.As(err, &ce) || err.Error() != tt.want {
			t.Errorf("%v: %v\nwant %q", tt.layer, err, tt.want)
		}
	}
}

// A scale file and a register are read where their setting is: their
// problems are input errors at their lines, their digests in the stamp;
// a folder's protokol.toml names them beside it, and "none" is no scale.
func TestAwardFiles(t *testing.T) {
	dir := t.TempDir()
	write(t, filepath.Join(dir, "club.toml"), "name = \"Club\"\n[[award]]\ntype = \"C\"\nkind = \"table\"\n[[award.row]]\nplaces = [3, 2, 1]\n")
	write(t, filepath.Join(dir, "bad.toml"), "name = \"Club\"\n[[award]]\ntype = \"C\"\nkind = \"ladder\"\n")
	write(t, filepath.Join(dir, "register.csv"), "id,name,handicap\n1,Иванов Юрий,-2\n2,Петров Пётр,x\n")
	write(t, filepath.Join(dir, "ok.csv"), "id,name,handicap\n1,Иванов Юрий,-2\n")
	c, err := config.Resolve(config.Merge(flag("awards", filepath.Join(dir, "club.toml")), flag("register", filepath.Join(dir, "ok.csv")), flag("dd-cache", "off")))
	if err != nil {
		t.Fatal(err)
	}
	if c.Scale == nil || c.Scale.Scale.Name != "Club" || c.Register == nil || len(c.Register.Players) != 1 ||
		!strings.Contains(c.Stamp, "awards=") || strings.Count(c.Stamp, " ") < 2 {
		t.Errorf("scale %v, register %v, stamp %q", c.Scale, c.Register, c.Stamp)
	}
	_, err = config.Resolve(config.Merge(flag("awards", filepath.Join(dir, "bad.toml")), flag("dd-cache", "off")))
	var be *bridge.Error
	if !errors.As(err, &be) || !strings.HasSuffix(err.Error(), `bad.toml:4: award.kind: scale: kind "ladder" unknown (want ratio, step, table)`) {
		t.Errorf("bad scale: %v", err)
	}
	_, err = config.Resolve(config.Merge(flag("register", filepath.Join(dir, "register.csv")), flag("dd-cache", "off")))
	if err == nil || !strings.Contains(err.Error(), `register.csv:3:`) || !strings.Contains(err.Error(), `handicap "x": not a number`) {
		t.Errorf("bad register: %v", err)
	}
	write(t, filepath.Join(dir, "s", "protokol.toml"), "awards = \"club.toml\"\nregister = \"none.csv\"\n")
	write(t, filepath.Join(dir, "s", "club.toml"), "preset = \"acbl-club\"\n")
	l, err := config.ReadFolder(filepath.Join(dir, "s"))
	if err != nil {
		t.Fatal(err)
	}
	if got := l["awards"].Text[0]; got != filepath.Join(dir, "s", "club.toml") {
		t.Errorf("awards resolved to %s", got)
	}
	write(t, filepath.Join(dir, "n", "protokol.toml"), "awards = \"none\"\n")
	l, err = config.ReadFolder(filepath.Join(dir, "n"))
	if err != nil {
		t.Fatal(err)
	}
	if c, err := config.Resolve(config.Merge(l, flag("dd-cache", "off"))); err != nil || c.Scale != nil {
		t.Errorf("awards = none: %v, %v", c.Scale, err)
	}
}
