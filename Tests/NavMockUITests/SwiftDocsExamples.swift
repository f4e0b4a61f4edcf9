// The Swift of docs/swift.md, block by block (a test checks each block of the page is here
// verbatim, and that each description is its Template in canonical JSON). Edit the page and
// this file together.

import NavMockCore
import NavMockUI

enum SwiftDocsExamples {
    /// Template (under Templates/), description.
    static let all: [(template: String, description: any MockupDescription)] = [
        ("tab-bars/clock-en-light.json", clock()),
        ("tab-bars/music-minimized.json", music()),
        ("tab-bars/ipad-18-tab-bar.json", library()),
        ("tab-bars/appearance-brand-opaque.json", brand()),
        ("tab-bars/tvos-branded.json", tv()),
        ("page-controls/stories-progress.json", stories()),
    ]

    static func clock() -> any MockupDescription {
        let clock = TabView(selection: 1) {
            Tab("World Clock", systemImage: "globe")
            Tab("Alarm", systemImage: "alarm")
            Tab("Stopwatch", systemImage: "stopwatch")
            Tab("Timer", systemImage: "timer")
        }
        .tint(.systemOrange)
        .title("Clock app tab bar, iOS 26, light")
        .platform(.iOS)
        .device("iPhone 17 Pro")
        .backdrop(.list)
        .ignoringChecks([.tabBarIconContrast, .tabBarTitleContrast],
                        reason: "the app's own tint, as Apple ships it; its lowest contrast is 1.70:1")
        return clock
    }

    static func music() -> any MockupDescription {
        let music = TabView {
            Tab("Home", systemImage: "house")
            Tab("New", systemImage: "square.grid.2x2")
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right")
            Tab("Library", systemImage: "music.note.list")
            Tab("Search", systemImage: "magnifyingglass", role: .search)
        }
        .tint(.systemPink)
        .tabBarMinimizeBehavior(.onScrollDown)
        .tabViewBottomAccessory {
            BottomAccessory("Bohemian Rhapsody", subtitle: "Queen", systemImage: "music.note",
                            controls: ["play.fill", "forward.fill"])
        }
        .minimized()
        .title("Music app scrolled down: the bar minimized, the mini player inline, iOS 26")
        .platform(.iOS)
        .device("iPhone 17 Pro")
        .colorScheme(.dark)
        .backdrop(.grid)
        .ignoringChecks([.tabBarIconContrast], reason: "the app's own tint, as Apple ships it")
        return music
    }

    static func library() -> any MockupDescription {
        let library = TabView {
            Tab("Home", systemImage: "house")
            Tab("New", systemImage: "square.grid.2x2")
            Tab("Radio", systemImage: "dot.radiowaves.left.and.right")
            Tab("Library", systemImage: "music.note.list").badge(3)
            Tab("Search", systemImage: "magnifyingglass", role: .search)
            TabSection("Library") {
                Tab("Recently Added", systemImage: "clock")
                Tab("Artists", systemImage: "mic")
                Tab("Albums", systemImage: "square.grid.2x2")
                Tab("Songs", systemImage: "music.note")
            }
            TabSection("Playlists") {
                Tab("Favourite Songs", systemImage: "star")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization()
        .tint(.systemPink)
        .title("Music on iPad, iPadOS 18: the tab bar at the top, sidebar hidden")
        .platform(.iPadOS)
        .osVersion(18)
        .device("iPad Pro 11-inch (M4)")
        .orientation(.landscape)
        .backdrop(.grid)
        .ignoringChecks([.tabBarTitleContrast], reason: "the app's own tint, as Apple ships it")
        return library
    }

    static func brand() -> any MockupDescription {
        var appearance = TabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .rgb(0x0B3D91)
        appearance.shadowColor = .clear
        appearance.stackedLayoutAppearance.normal.iconColor = .rgba(0xFFFFFF99)
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = TextAttributes(foregroundColor: .rgba(0xFFFFFF99))
        appearance.stackedLayoutAppearance.selected.iconColor = .rgb(0xFFFFFF)
        appearance.stackedLayoutAppearance.selected.titleTextAttributes =
            TextAttributes(font: .systemFont(ofSize: 10, weight: .semibold), foregroundColor: .rgb(0xFFFFFF))

        let brand = TabView {
            Tab("Home", systemImage: "house.fill")
            Tab("Orders", systemImage: "bag.fill")
            Tab("Saved", systemImage: "heart.fill")
            Tab("Account", systemImage: "person.crop.circle.fill")
        }
        .standardAppearance(appearance)
        .title("Brand-coloured opaque tab bar (UITabBarAppearance), iOS 18")
        .osVersion(18)
        .device("iPhone 16")
        .backdrop(.list)
        return brand
    }

    static func tv() -> any MockupDescription {
        let tv = TabView(selection: 1) {
            Tab("Live TV").contentKind(.live)
            Tab("Recordings").contentKind(.recorded)
            Tab("Movies").contentKind(.other)
            Tab("Sports").contentKind(.other)
            Tab(systemImage: "magnifyingglass", role: .search)
            Tab(systemImage: "gearshape")
        }
        .tint(.rgb(0xB4231F))
        .barTintColor(.rgb(0xFFE8CC))
        .itemFont(.systemFont(ofSize: 29, weight: .semibold))
        .selectedItemFont(.systemFont(ofSize: 29, weight: .bold))
        .logo("images/brand-logo.png", width: 160, height: 48)
        .title("A branded Apple TV app: logo, bar tint, fonts, selected tint")
        .platform(.tvOS)
        .osVersion(18)
        .device("Apple TV 4K")
        .backdrop(gradient: [.rgb(0xF6EADB), .rgb(0xE3CDB2)])
        return tv
    }

    static func stories() -> any MockupDescription {
        let stories = PageControl(numberOfPages: 5, currentPage: 2)
            .backgroundStyle(.prominent)
            .progress(0.6)
            .title("Timed pages with progress (iOS 17): the current indicator fills")
            .platform(.iOS)
            .osVersion(17)
            .device("iPhone 17 Pro")
            .colorScheme(.dark)
            .backdrop(.photo)
        return stories
    }

}
