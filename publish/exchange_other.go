//go:build !linux && !darwin

package publish

// exchange: no atomic exchange of two names here.
func exchange(a, b string) error { return errNoExchange }
