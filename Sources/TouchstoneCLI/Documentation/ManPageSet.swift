import TouchstoneDaemon

/// Every manual page Touchstone installs, built from the commands' own tables: `touchstone(1)`, one
/// `touchstone-COMMAND(1)` per command, `touchstoned(8)` and `touchstoned.conf(5)`.
public enum ManPageSet {
    /// The pages for `commands` (the standard set in the installed tool) and the daemon.
    public static func pages(commands: [any Command]) -> [ManPage] {
        [touchstone(commands: commands)] + commands.map(page(for:)) + [touchstoned, configurationFile]
    }

    static let exitStatus = ManPage.Section("EXIT STATUS", items: ExitCode.allCases.map { ("\($0.rawValue)", $0.meaning) })

    static func touchstone(commands: [any Command]) -> ManPage {
        ManPage(
            name: "touchstone", section: 1, summary: "record, replay and test multi-touch gestures on Linux",
            synopsis: ["touchstone COMMAND [OPTIONS] [ARGUMENTS]", "touchstone --version"],
            description: [
                """
                Touchstone records touchpad and touchscreen gestures into files, replays them through the \
                gesture recognizers and the interactive transitions they drive, and checks each recording's \
                expect block, so gesture handling can be tested without hands.
                """,
                "Each command has its own page, touchstone-COMMAND(1), and prints its options with --help.",
            ],
            options: [.flag("version", help: "Print the version and the commit it was built from."), .help],
            sections: [ManPage.Section("COMMANDS", items: commands.map { ($0.name, $0.summary) }), exitStatus],
            seeAlso: commands.map { "touchstone-\($0.name)(1)" } + ["touchstoned(8)", "touchstoned.conf(5)"])
    }

    static func page(for command: any Command) -> ManPage {
        ManPage(
            name: "touchstone-\(command.name)", section: 1, summary: lowercasedSummary(command.summary),
            synopsis: ["touchstone \(command.name) \(command.usage)"],
            description: [command.summary] + (command.discussion.isEmpty ? [] : [command.discussion]),
            options: command.options + [.help], sections: [exitStatus], seeAlso: ["touchstone(1)"])
    }

    static var touchstoned: ManPage {
        ManPage(
            name: "touchstoned", section: 8, summary: "the Touchstone gesture daemon",
            synopsis: ["touchstoned \(DaemonMain.usage)"],
            description: [
                DaemonMain.summary,
                """
                It opens every touchpad and touchscreen udev reports (or the nodes given with --device), runs \
                the gesture recognizers on their touches and streams the updates as JSON Lines to clients on a \
                Unix socket; touchstone listen and touchstone record are such clients. It is event-driven and \
                uses no CPU while idle.
                """,
                """
                Reading a device needs access to its /dev/input node, which nothing grants by default: see \
                touchstone-setup(1) for the separate opt-ins for touchpads and touchscreens.
                """,
            ],
            options: DaemonMain.options + [.help],
            sections: [
                ManPage.Section("SOCKET ACTIVATION", paragraphs: [
                    """
                    When started by systemd with a listening socket (touchstone.socket, LISTEN_FDS and \
                    LISTEN_PID set), the daemon serves that socket and neither creates nor removes the path. \
                    The user units are enabled with:
                    """,
                    "    systemctl --user enable --now touchstone.socket",
                ]),
                ManPage.Section("SIGNALS", items: [
                    ("SIGHUP", "Re-read the configuration file; a file with errors is reported and the old settings kept."),
                    ("SIGINT, SIGTERM", "Close the devices, say goodbye to clients and exit with status 0."),
                ]),
                ManPage.Section("FILES", items: [
                    ("$XDG_CONFIG_HOME/touchstone/touchstoned.conf", "The configuration file, see touchstoned.conf(5)."),
                    ("$XDG_RUNTIME_DIR/touchstone.sock", "The default socket, readable and writable by its owner only."),
                ]),
                exitStatus,
            ],
            seeAlso: ["touchstoned.conf(5)", "touchstone(1)", "touchstone-listen(1)", "touchstone-record(1)", "systemd.socket(5)"])
    }

    static var configurationFile: ManPage {
        ManPage(
            name: "touchstoned.conf", section: 5, summary: "configuration file of the Touchstone gesture daemon",
            synopsis: ["$XDG_CONFIG_HOME/touchstone/touchstoned.conf"],
            description: [
                """
                Lines are key = value; # starts a comment. Settings before the first section apply to every \
                device; a [device "GLOB"] section applies to devices whose kernel name matches the glob (* and \
                ?), later sections winning. Errors name the file and the line, and the daemon does not start \
                (or, on SIGHUP, keeps its old settings).
                """,
                """
                    # ~/.config/touchstone/touchstoned.conf
                    queue = 256
                    recognizers = pan swipe pinch rotate hold

                    [device "Synaptics*"]
                    recognizers = swipe
                    swipe.distance_mm = 25
                """,
            ],
            options: [],
            sections: [ManPage.Section("KEYS", items: DaemonConfiguration.documentedKeys.map { key in
                (key.key, "\(key.values). Default: \(key.defaultValue).\(key.globalOnly ? " Only before the first section." : "")")
            })],
            seeAlso: ["touchstoned(8)", "touchstone(1)"])
    }

    /// `Convert a file.` -> `convert a file` (the NAME line's style).
    static func lowercasedSummary(_ summary: String) -> String {
        var text = summary.hasSuffix(".") ? String(summary.dropLast()) : summary
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase ?? true {
            text = first.lowercased() + text.dropFirst()
        }
        return text
    }
}
