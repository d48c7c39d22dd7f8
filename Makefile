# viper-lint: build and install one self-contained binary.
#
#   make install                       build in release and copy to $(PREFIX)/bin (default /usr/local)
#   make install PREFIX=$HOME/.local   anywhere else; DESTDIR=/tmp/stage is prepended for packagers
#   make uninstall                     remove what install copied (same PREFIX and DESTDIR)
#   make build                         only build; `make print-binary` shows where the binary is
#
# Linux: the Swift runtime is linked statically (--static-swift-stdlib; the tool does not use
# Foundation there), so the
# installed binary runs on a machine without the toolchain; it still needs glibc, libstdc++ and
# libgcc_s, which every distribution ships. macOS: a universal binary (arm64 + x86_64); the
# Swift runtime is part of the OS there.

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(DESTDIR)$(PREFIX)/bin
SWIFT ?= swift
# SwiftPM's scratch folder; give another one to keep this build apart from `swift build`'s.
BUILD_PATH ?= .build

ifeq ($(shell uname -s),Darwin)
SWIFT_BUILD_FLAGS ?= -c release --arch arm64 --arch x86_64
else
SWIFT_BUILD_FLAGS ?= -c release --static-swift-stdlib
endif

SWIFT_BUILD = $(SWIFT) build $(SWIFT_BUILD_FLAGS) --scratch-path "$(BUILD_PATH)" --product viper-lint

.PHONY: all build install uninstall print-binary

all: build

build:
	$(SWIFT_BUILD)

# SwiftPM says where it put the product (.build/release on Linux,
# .build/apple/Products/Release for a universal build), so nothing here guesses.
print-binary:
	@echo "$$($(SWIFT_BUILD) --show-bin-path)/viper-lint"

install: build
	install -d "$(BINDIR)"
	install -m 755 "$$($(SWIFT_BUILD) --show-bin-path)/viper-lint" "$(BINDIR)/viper-lint"

uninstall:
	rm -f "$(BINDIR)/viper-lint"
