# Touchstone — every set-up and check a developer or CI needs.
# `make demo` runs the main job on bundled data; `make test` installs what is missing and runs every test.

SWIFT        ?= swift
CONFIG       ?= debug
BIN          := .build/$(CONFIG)
TOUCHSTONE   := $(BIN)/touchstone
PREFIX       ?= /usr/local
DESTDIR      ?=

# Debian packages the build, the tests and the benchmarks need (installed only when missing).
APT_PACKAGES := pkg-config libevdev-dev libinput-dev libudev-dev libyaml-dev libcairo2-dev libmtdev-dev \
                python3 python3-yaml libxml2-utils
# The real-kernel tests boot Debian's kernel under QEMU (docs: ../shared/docs/real-kernel-tests.md).
APT_KERNEL   := qemu-system-x86 linux-image-amd64 busybox-static udev libinput-tools evemu-tools cpio gcc libc6-dev
# `touchstone e2e` (docs/e2e.md): a headless wlroots compositor, a seat daemon, and the examples' toolkits.
APT_E2E      := cage seatd gjs gir1.2-adw-1 gir1.2-gtk-4.0 grim xwayland python3-gi

.PHONY: all deps deps-kernel deps-e2e e2e-test build release test unit-test recordings-test system-test demo bench fuzz clean install install-uinput-rule

all: build

deps:
	@scripts/apt-ensure $(APT_PACKAGES)

deps-kernel:
	@scripts/apt-ensure $(APT_KERNEL)

deps-e2e:
	@scripts/apt-ensure $(APT_E2E)

build: deps
	@scripts/build-commit
	$(SWIFT) build -c $(CONFIG)

release:
	$(MAKE) build CONFIG=release

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

test: deps deps-e2e unit-test recordings-test system-test e2e-test

demo: build
	@scripts/demo $(TOUCHSTONE)

bench: deps
	$(SWIFT) build -c release
	@scripts/bench .build/release $(BENCH_ARGS)

fuzz: deps
	@scripts/fuzz $(FUZZ_SECONDS)

clean:
	rm -rf .build

install: release
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)/etc/udev/rules.d $(DESTDIR)$(PREFIX)/lib/systemd/user \
	    $(DESTDIR)$(PREFIX)/share/doc/touchstone
	install -m 0755 .build/release/touchstone .build/release/touchstoned $(DESTDIR)$(PREFIX)/bin/
	install -m 0644 udev/70-touchstone.rules $(DESTDIR)/etc/udev/rules.d/
	sed 's|@PREFIX@|$(PREFIX)|g' udev/touchstoned.service > $(DESTDIR)$(PREFIX)/lib/systemd/user/touchstoned.service
	install -m 0644 README.md docs/*.md $(DESTDIR)$(PREFIX)/share/doc/touchstone/

install-uinput-rule:
	install -d $(DESTDIR)/etc/udev/rules.d
	install -m 0644 udev/70-touchstone-uinput.rules $(DESTDIR)/etc/udev/rules.d/
