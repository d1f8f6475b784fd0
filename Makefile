# Touchstone — every set-up and check a developer or CI needs.
# `make demo` runs the main job on bundled data; `make test` installs what is missing and runs every test.
# Installing: `make && sudo make install` (the build runs as you; install only copies, never builds or calls apt).

SWIFT        ?= swift
CONFIG       ?= debug
BIN          := .build/$(CONFIG)
TOUCHSTONE   := $(BIN)/touchstone
PREFIX       ?= /usr/local
DESTDIR      ?=
# udev reads rules only from /usr/lib/udev/rules.d and /etc/udev/rules.d, whatever the prefix.
UDEVRULESDIR ?= /usr/lib/udev/rules.d
SYSTEMDUSERUNITDIR ?= $(PREFIX)/lib/systemd/user
# Self-contained release binaries: the Swift runtime linked in, no run-time path into the toolchain.
DIST         := build/dist
DIST_SCRATCH := .build/dist
DIST_FLAGS   := -c release --static-swift-stdlib --disable-local-rpath --scratch-path $(DIST_SCRATCH) \
                -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now
LAYOUT       = DESTDIR="$(DESTDIR)" PREFIX="$(PREFIX)" UDEVRULESDIR="$(UDEVRULESDIR)" \
               SYSTEMDUSERUNITDIR="$(SYSTEMDUSERUNITDIR)" DIST="$(DIST)" scripts/install-layout

# Libraries the build links, by pkg-config name (scripts/deps maps them to Debian, Fedora and Arch packages).
PKG_MODULES  := libevdev libinput libudev yaml-0.1 cairo mtdev libwacom
# Further Debian packages the build, the tests and the benchmarks need (installed only when missing).
APT_PACKAGES := pkg-config python3 python3-yaml libxml2-utils gjs gcc libc6-dev
# `make deb` and its check.
APT_PACKAGE_TOOLS := dpkg-dev lintian man-db binutils systemd
# The real-kernel tests boot Debian's kernel under QEMU (docs: docs/real-kernel-tests.md).
APT_KERNEL   := qemu-system-x86 linux-image-amd64 busybox-static udev libinput-tools evemu-tools cpio gcc libc6-dev
# `touchstone e2e` (docs/e2e.md): a headless wlroots compositor, a seat daemon, and the examples' toolkits.
APT_E2E      := cage seatd gjs gir1.2-adw-1 gir1.2-gtk-4.0 grim xwayland python3-gi

.PHONY: all deps deps-kernel deps-package deps-e2e e2e-test build release dist test unit-test recordings-test recordings-fuzz system-test \
        package-test demo bench fuzz clean install uninstall deb

# `make`: what `sudo make install` copies (release binaries, man pages, completions, units).
all: dist

# Checks with pkg-config first; installs only what is missing, by package name (apt on Debian/Ubuntu;
# elsewhere it prints the dnf/pacman names and stops).
deps:
	@scripts/deps $(PKG_MODULES) -- $(APT_PACKAGES)

deps-package:
	@scripts/apt-ensure $(APT_PACKAGE_TOOLS)

deps-kernel:
	@scripts/apt-ensure $(APT_KERNEL)

deps-e2e:
	@scripts/apt-ensure $(APT_E2E)

build: deps
	@scripts/build-commit
	$(SWIFT) build -c $(CONFIG)

release: dist

# Static release binaries, then the man pages and completions the binary writes from its option tables.
dist: deps
	@scripts/build-commit
	$(SWIFT) build $(DIST_FLAGS) --product touchstone
	$(SWIFT) build $(DIST_FLAGS) --product touchstoned
	rm -rf $(DIST)
	mkdir -p $(DIST)/bin
	cp $(DIST_SCRATCH)/release/touchstone $(DIST_SCRATCH)/release/touchstoned $(DIST)/bin/
	strip --strip-unneeded --remove-section=.comment $(DIST)/bin/touchstone $(DIST)/bin/touchstoned
	$(DIST)/bin/touchstone generate-manpages $(DIST)/man
	$(DIST)/bin/touchstone generate-completions $(DIST)/completions

unit-test: deps
	$(SWIFT) test

# Every curated recording's expect block, through the real command.
recordings-test: build
	$(TOUCHSTONE) test Recordings

# The daemon, player and recorder against a real kernel (QEMU/TCG guest, ~2-4 min): scripts/system-test.
system-test: deps deps-kernel
	CONFIG=$(CONFIG) scripts/system-test

# Real apps under a real compositor, fed through the kernel (QEMU/TCG guest, ~5-10 min): scripts/e2e-test.
e2e-test: build deps-kernel deps-e2e
	scripts/e2e-test --config $(CONFIG)

# A short seeded fuzz pass over the curated recordings (docs/fuzz.md): every invariant, expected outcomes
# under the perturbations each recording tolerates.
recordings-fuzz: build
	$(TOUCHSTONE) fuzz Recordings --runs 20 --seed 1

# The system test on the packaged binaries: the .deb unpacked where the guest sees it, the toolchain hidden.
system-test-package: deb deps-kernel
	rm -rf build/deb-installed
	dpkg-deb -x build/touchstone_*.deb build/deb-installed
	TS_PACKAGE_ROOT=$(CURDIR)/build/deb-installed scripts/system-test

# The package: lintian, then its binaries run from the unpacked tree with the toolchain hidden.
package-test: deb
	scripts/package-test build/touchstone_*.deb

test: deps deps-e2e unit-test recordings-test recordings-fuzz package-test system-test e2e-test

demo: build
	@scripts/demo $(TOUCHSTONE)

bench: deps
	$(SWIFT) build -c release
	@scripts/bench .build/release $(BENCH_ARGS)

fuzz: deps
	@scripts/fuzz $(FUZZ_SECONDS)

clean:
	rm -rf .build build

# Copies what `make` built; never builds, never calls apt (so `sudo make install` is safe).
install:
	@$(LAYOUT) install

uninstall:
	@$(LAYOUT) uninstall

# A Debian package (dpkg-deb, no debhelper) from the same layout under PREFIX=/usr.
deb: deps-package
	$(MAKE) dist
	scripts/build-deb
