/// The page-control guidelines (HIG "Page controls") as rules. Placeholder until the page
/// control's fields exist.
enum PageControlRules {
    static let all: [Rule] = []
}
