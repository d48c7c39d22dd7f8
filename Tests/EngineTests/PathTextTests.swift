import XCTest
import ViperLintCore

/// `PathText.absolute` takes a shortcut for a relative path under a normalized base (every file's
/// display path is asked once per folder): it must answer exactly what normalizing would.
final class PathTextTests: XCTestCase {
    func testAbsoluteEqualsNormalizingTheJoinedPath() {
        let bases = ["/", "/work", "/work/app", "/work/ap.p", "/wörk/app"]
        let paths = ["", ".", "..", "a", "a/b.swift", "a//b", "a/./b", "a/../b", "../a", "a/b/", "./a", "...", "a/..b/c",
                     ".hidden/x", "é/x", "a/é", "a/\u{301}b", "/abs/x", "/abs/../y", "Modules/Login/LoginPresenter.swift"]
        for base in bases {
            for path in paths {
                let expected = path.hasPrefix("/") ? PathText.normalize(path) : PathText.normalize(base + "/" + path)
                XCTAssertEqual(PathText.absolute(path, base: base), expected, "\(base) + \(path)")
            }
        }
    }

    func testAPlainRelativePathIsJoinedAsIs() {
        XCTAssertEqual(PathText.absolute("Modules/Login/LoginPresenter.swift", base: "/work/app"),
                       "/work/app/Modules/Login/LoginPresenter.swift")
        XCTAssertEqual(PathText.absolute("a/../b", base: "/work"), "/work/b")
        XCTAssertEqual(PathText.absolute("", base: "/work"), "/work")
    }

    /// `join` writes the bytes itself: one separator, none doubled, non-ASCII names intact.
    func testJoinPutsOneSlashBetween() {
        XCTAssertEqual(PathText.join("/work/app", "Login.swift"), "/work/app/Login.swift")
        XCTAssertEqual(PathText.join("/work/app/", "Login.swift"), "/work/app/Login.swift")
        XCTAssertEqual(PathText.join("/", "tmp"), "/tmp")
        XCTAssertEqual(PathText.join("", "Login.swift"), "Login.swift")
        XCTAssertEqual(PathText.join("Modules/Ménu", "Écran.swift"), "Modules/Ménu/Écran.swift")
        XCTAssertEqual(PathText.join("a", ""), "a/")
    }
}
