package main

// A small W3C WebDriver client for the browser tests: enough of the protocol
// (https://www.w3.org/TR/webdriver2/) to open pages in headless Chromium
// through chromedriver, run a script and take screenshots. It speaks plain
// HTTP and JSON, so the tests need no new module.

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"
)

// chromiumArgs start Chromium headless and keep it off the network: this
// machine's network is closed, and Chromium otherwise keeps trying to reach
// Google's services.
var chromiumArgs = []string{
	"--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
	"--disable-quic", "--no-first-run", "--disable-background-networking",
	"--disable-component-update", "--disable-sync", "--disable-extensions",
	"--disable-default-apps", "--no-default-browser-check", "--hide-scrollbars",
	"--force-device-scale-factor=1",
}

// browser is one chromedriver process with one Chromium session.
type browser struct {
	base    string // http://127.0.0.1:PORT/session/ID
	client  *http.Client
	driver  *exec.Cmd
	log     *syncBuffer // chromedriver's output, shown when something fails
	profile string      // Chromium's --user-data-dir
	cdp     bool        // the driver takes Chrome DevTools commands (goog/cdp/execute)
	metrics bool        // the viewport's metrics are overridden (see setViewport)
}

// findBrowser returns the paths of Chromium and chromedriver, or a message
// saying what is missing.
func findBrowser() (chromium, driver string, missing string) {
	look := func(names ...string) string {
		for _, n := range names {
			if p, err := exec.LookPath(n); err == nil {
				return p
			}
		}
		return ""
	}
	chromium = look("chromium", "/usr/bin/chromium", "chromium-browser", "google-chrome")
	driver = look("chromedriver", "/usr/bin/chromedriver")
	var m []string
	if chromium == "" {
		m = append(m, "chromium (Debian: apt-get install chromium)")
	}
	if driver == "" {
		m = append(m, "chromedriver (Debian: apt-get install chromium-driver)")
	}
	return chromium, driver, strings.Join(m, " and ")
}

// startBrowser starts chromedriver on a free local port and opens a headless
// Chromium session with a fresh profile. Everything is stopped when the test
// ends.
func startBrowser(t *testing.T, chromium, driverPath string) *browser {
	t.Helper()
	profile, err := os.MkdirTemp("", "protokol-chromium-")
	if err != nil {
		t.Fatal(err)
	}
	b := &browser{client: &http.Client{Timeout: 60 * time.Second}, log: &syncBuffer{}, profile: profile}
	t.Cleanup(b.close)

	var addr string
	for attempt := 0; ; attempt++ {
		port, err := freePort()
		if err != nil {
			t.Fatal(err)
		}
		addr = "http://127.0.0.1:" + strconv.Itoa(port)
		b.driver = exec.Command(driverPath, "--port="+strconv.Itoa(port), "--allowed-ips=127.0.0.1")
		b.driver.Stdout, b.driver.Stderr = b.log, b.log
		if err := b.driver.Start(); err != nil {
			t.Fatalf("cannot start %s: %v", driverPath, err)
		}
		if err = waitReady(b.client, addr, 10*time.Second); err == nil {
			break
		}
		b.stopDriver()
		if attempt == 2 {
			t.Fatalf("chromedriver did not start: %v\n%s", err, b.log)
		}
	}

	caps := map[string]any{"capabilities": map[string]any{"alwaysMatch": map[string]any{
		"browserName":      "chrome",
		"pageLoadStrategy": "normal",
		"goog:chromeOptions": map[string]any{
			"binary": chromium,
			"args":   append(append([]string(nil), chromiumArgs...), "--user-data-dir="+profile),
		},
	}}}
	var created struct {
		SessionID string `json:"sessionId"`
	}
	if err := b.call(http.MethodPost, addr+"/session", caps, &created); err != nil {
		t.Fatalf("cannot start Chromium through chromedriver: %v\n%s", err, b.log)
	}
	b.base = addr + "/session/" + created.SessionID
	// Chromium's own commands go through the driver as plain HTTP too; an
	// error here means another driver, and the tests fall back to W3C only.
	b.cdp = b.devtools("Page.enable", nil, nil) == nil
	return b
}

// close ends the session, stops chromedriver and removes the profile.
func (b *browser) close() {
	if b.base != "" {
		b.call(http.MethodDelete, b.base, nil, nil)
		b.base = ""
	}
	b.stopDriver()
	if b.profile != "" {
		// Chromium's last helpers may still be writing into the profile.
		for i := 0; i < 20 && os.RemoveAll(b.profile) != nil; i++ {
			time.Sleep(100 * time.Millisecond)
		}
		b.profile = ""
	}
}

func (b *browser) stopDriver() {
	if b.driver == nil || b.driver.Process == nil {
		return
	}
	b.driver.Process.Kill()
	b.driver.Wait()
	b.driver = nil
}

// call sends one WebDriver command and decodes the "value" of the answer
// into out (when not nil). A WebDriver error becomes a Go error with the
// driver's error code and message.
func (b *browser) call(method, endpoint string, in, out any) error {
	var body io.Reader
	if in != nil {
		data, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(data)
	} else if method == http.MethodPost {
		body = strings.NewReader("{}")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, endpoint, body)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	resp, err := b.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return err
	}
	var answer struct {
		Value json.RawMessage `json:"value"`
	}
	if err := json.Unmarshal(data, &answer); err != nil {
		return fmt.Errorf("%s %s: HTTP %d: %.200q", method, endpoint, resp.StatusCode, data)
	}
	if resp.StatusCode != http.StatusOK {
		var e struct {
			Error   string `json:"error"`
			Message string `json:"message"`
		}
		json.Unmarshal(answer.Value, &e)
		msg, _, _ := strings.Cut(e.Message, "\n") // the rest is the driver's stack trace
		return fmt.Errorf("%s %s: %s: %s", method, strings.TrimPrefix(endpoint, b.base), e.Error, msg)
	}
	if out != nil {
		return json.Unmarshal(answer.Value, out)
	}
	return nil
}

// navigate opens the page at u and waits for it to load. chromedriver may
// return while the page is still "interactive" (stylesheets pending), so a
// script that measures layout should wait for document.readyState itself.
func (b *browser) navigate(u string) error {
	return b.call(http.MethodPost, b.base+"/url", map[string]string{"url": u}, nil)
}

// execute runs script (the body of a function; arguments in `arguments`)
// in the page and decodes what it returns into out.
func (b *browser) execute(script string, out any, args ...any) error {
	if args == nil {
		args = []any{}
	}
	return b.call(http.MethodPost, b.base+"/execute/sync", map[string]any{"script": script, "args": args}, out)
}

// devtools sends a Chrome DevTools Protocol command through chromedriver's
// goog/cdp/execute endpoint (HTTP, no websocket).
func (b *browser) devtools(cmd string, params map[string]any, out any) error {
	if params == nil {
		params = map[string]any{}
	}
	return b.call(http.MethodPost, b.base+"/goog/cdp/execute", map[string]any{"cmd": cmd, "params": params}, out)
}

// setViewport makes the page's viewport (window.innerWidth) width CSS pixels
// wide. It sets the window rectangle, and when the window cannot be made
// that narrow (desktop Chromium has a minimum window width) overrides the
// viewport metrics instead.
func (b *browser) setViewport(width, height int) error {
	if b.metrics {
		if err := b.devtools("Emulation.clearDeviceMetricsOverride", nil, nil); err != nil {
			return err
		}
		b.metrics = false
	}
	if err := b.call(http.MethodPost, b.base+"/window/rect", map[string]int{"width": width, "height": height}, nil); err != nil {
		return err
	}
	inner, err := b.innerWidth()
	if err != nil {
		return err
	}
	if inner == width {
		return nil
	}
	if !b.cdp {
		return fmt.Errorf("window of width %d gives a viewport of %d CSS px", width, inner)
	}
	if err := b.devtools("Emulation.setDeviceMetricsOverride", map[string]any{
		"width": width, "height": height, "deviceScaleFactor": 1, "mobile": false,
	}, nil); err != nil {
		return err
	}
	b.metrics = true
	if inner, err = b.innerWidth(); err == nil && inner != width {
		err = fmt.Errorf("viewport is %d CSS px wide, want %d", inner, width)
	}
	return err
}

func (b *browser) innerWidth() (int, error) {
	var w int
	err := b.execute("return window.innerWidth", &w)
	return w, err
}

// screenshot returns a PNG of the current page: the whole page, including
// what overflows to the right, when the driver takes DevTools commands, else
// what the viewport shows.
func (b *browser) screenshot() ([]byte, error) {
	var b64 string
	if b.cdp {
		var size struct{ W, H float64 }
		err := b.execute(`const d = document.documentElement;
			return {W: Math.max(window.innerWidth, d.scrollWidth), H: Math.max(d.scrollHeight, window.innerHeight)}`, &size)
		if err == nil {
			var shot struct {
				Data string `json:"data"`
			}
			err = b.devtools("Page.captureScreenshot", map[string]any{
				"format": "png", "captureBeyondViewport": true,
				"clip": map[string]any{"x": 0, "y": 0, "width": size.W, "height": size.H, "scale": 1},
			}, &shot)
			b64 = shot.Data
		}
		if err != nil {
			b64 = ""
		}
	}
	if b64 == "" {
		if err := b.call(http.MethodGet, b.base+"/screenshot", nil, &b64); err != nil {
			return nil, err
		}
	}
	return base64.StdEncoding.DecodeString(b64)
}

// freePort asks the kernel for a free TCP port on the loopback interface.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// waitReady polls the driver's status until it is ready for a session.
func waitReady(c *http.Client, addr string, timeout time.Duration) error {
	deadline := time.Now().Add(timeout)
	var last error = errors.New("no answer")
	for time.Now().Before(deadline) {
		resp, err := c.Get(addr + "/status")
		if err == nil {
			var st struct {
				Value struct {
					Ready   bool   `json:"ready"`
					Message string `json:"message"`
				} `json:"value"`
			}
			err = json.NewDecoder(resp.Body).Decode(&st)
			resp.Body.Close()
			if err == nil && st.Value.Ready {
				return nil
			}
			if err == nil {
				err = errors.New(st.Value.Message)
			}
		}
		last = err
		time.Sleep(50 * time.Millisecond)
	}
	return last
}

// fileURL is the file:// URL of path.
func fileURL(path string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		abs = path
	}
	return (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String()
}

// syncBuffer is a bytes.Buffer safe for the driver's two output streams.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.buf.String()
}
