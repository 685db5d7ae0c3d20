package formats

import "errors"

// ErrUnreadable: a file of a kind protokol recognises (a spreadsheet, a
// PDF, an HTML page, XML of another kind, ...) but cannot read. It also
// matches ErrUnknown.
var ErrUnreadable = errors.New("a kind of file protokol cannot read")

// Unreadable is the cause of the refusal of such a file, saying what it is
// and what to give instead: "an Excel workbook (.xlsx): protokol cannot
// read it (want its sheet saved as CSV)". What starts with its article.
type Unreadable struct {
	What, Want string
}

func (u *Unreadable) Error() string {
	return u.What + ": protokol cannot read it (want " + u.Want + ")"
}

// Is matches ErrUnreadable and ErrUnknown.
func (u *Unreadable) Is(target error) bool {
	return target == ErrUnreadable || target == ErrUnknown
}
