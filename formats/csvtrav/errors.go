package csvtrav

import "fmt"

// cause is the message of one problem. It matches, for errors.Is, the
// sentinels it was made with (a formats sentinel and maybe a bridge one)
// without their texts appearing in the message.
type cause struct {
	msg string
	is  []error
}

func (c *cause) Error() string   { return c.msg }
func (c *cause) Unwrap() []error { return c.is }

// fail makes a cause matching the given sentinels.
func fail(is []error, format string, args ...any) error {
	return &cause{msg: fmt.Sprintf(format, args...), is: is}
}

// errs lists sentinels for fail.
func errs(e ...error) []error { return e }

// sentinelsOf gives the sentinels of an error made by fail, so that a
// message can be rewritten while keeping what it matches.
func sentinelsOf(err error) []error {
	if c, ok := err.(*cause); ok {
		return c.is
	}
	return []error{err}
}
