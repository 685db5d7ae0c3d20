package pbn

import (
	"github.com/protokol-bridge/protokol/compute/bridge"
	"github.com/protokol-bridge/protokol/formats"
)

// maxErrors is how many errors are listed before they are only counted.
const maxErrors = formats.MaxErrors

// cause formats a message that errors.Is matches against sentinel and
// against anything wrapped with %w in the format (formats.Cause).
func cause(sentinel error, format string, args ...any) error {
	return formats.Cause(sentinel, format, args...)
}

// problems is formats.Problems under the names this package uses.
type problems struct{ formats.Problems }

func (p *problems) add(e *bridge.Error)  { p.Add(e) }
func (p *problems) warn(e *bridge.Error) { p.Warn(e) }
func (p *problems) count() int           { return p.Count() }
func (p *problems) err() error           { return p.Err() }
