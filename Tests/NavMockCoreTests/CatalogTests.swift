// Tests for DeviceCatalog and SymbolTable (public API only).
// Expected sizes are metrics.md §8.1 rows (../shared/hig/metrics.md); the iPhone 17 Pro size is also
// the size of the ground-truth screenshots (../shared/groundtruth/README.md, 1206×2622 px @3x).

import Foundation
import Testing
import NavMockCore

@Suite("DeviceCatalog")
struct CatalogDeviceTests {

    @Test("has at least 30 devices, with unique names")
    func countAndUniqueNames() {
        #expect(DeviceCatalog.all.count >= 30)
        #expect(Set(DeviceCatalog.names).count == DeviceCatalog.names.count)
        #expect(DeviceCatalog.names == DeviceCatalog.all.map(\.name))
    }

    @Test("contains the required models", arguments: [
        "iPhone 17 Pro Max", "iPhone 17 Pro", "iPhone 17", "iPhone Air",
        "iPhone 16 Pro Max", "iPhone 16 Pro", "iPhone 16 Plus", "iPhone 16", "iPhone 16e",
        "iPhone 15 Pro Max", "iPhone 15 Pro", "iPhone 15 Plus", "iPhone 15",
        "iPhone 14 Pro Max", "iPhone 14 Pro", "iPhone 14 Plus", "iPhone 14",
        "iPhone 13 Pro Max", "iPhone 13 Pro", "iPhone 13", "iPhone 13 mini",
        "iPhone 12 Pro Max", "iPhone 12 Pro", "iPhone 12", "iPhone 12 mini",
        "iPhone 11 Pro Max", "iPhone 11 Pro", "iPhone 11",
        "iPhone XS Max", "iPhone XS", "iPhone XR", "iPhone X",
        "iPhone SE (3rd generation)", "iPhone SE (2nd generation)", "iPhone 8 Plus", "iPhone 8",
        "iPhone SE (1st generation)",
        "iPad Pro 13-inch (M4)", "iPad Pro 11-inch (M4)", "iPad Pro 12.9-inch (6th generation)",
        "iPad Air 13-inch (M2)", "iPad Air 11-inch (M2)", "iPad (10th generation)", "iPad mini (A17 Pro)",
        "Apple TV 4K", "Apple TV HD", "Apple Vision Pro", "Mac",
        "Apple Watch Series 10 (42mm)", "Apple Watch Series 10 (46mm)",
        "Apple Watch Series 9 (41mm)", "Apple Watch Series 9 (45mm)",
        "Apple Watch Series 8 (41mm)", "Apple Watch Series 8 (45mm)",
        "Apple Watch Series 7 (41mm)", "Apple Watch Series 7 (45mm)",
        "Apple Watch SE (40mm)", "Apple Watch SE (44mm)",
        "Apple Watch Ultra 2 (49mm)", "Apple Watch Ultra 3 (49mm)",
    ])
    func containsModel(_ name: String) {
        #expect(DeviceCatalog.device(named: name) != nil, "missing \(name)")
    }

    @Test("lookup ignores case and repeated spaces, and gives the catalog's name (issue 43)")
    func lookup() {
        #expect(DeviceCatalog.device(named: "iPhone 16")?.name == "iPhone 16")
        #expect(DeviceCatalog.device(named: "iphone 16")?.name == "iPhone 16")
        #expect(DeviceCatalog.device(named: " iPhone  16 ")?.name == "iPhone 16")
        #expect(DeviceCatalog.device(named: "IPAD PRO 11-INCH (m4)")?.name == "iPad Pro 11-inch (M4)")
        #expect(DeviceCatalog.device(named: "iPhone16") == nil)
        #expect(DeviceCatalog.device(named: "iPhone 16 Pro Maxx") == nil)
        // No two names are the same but for case and spaces.
        #expect(Set(DeviceCatalog.names.map(DeviceCatalog.key)).count == DeviceCatalog.names.count)
    }

    @Test("sizes and scales match metrics §8.1")
    func sizes() throws {
        let iPhone16 = try #require(DeviceCatalog.device(named: "iPhone 16"))
        #expect(iPhone16.screenSize == Size(width: 393, height: 852))
        #expect(iPhone16.scale == 3)

        let iPhone17Pro = try #require(DeviceCatalog.device(named: "iPhone 17 Pro"))
        #expect(iPhone17Pro.screenSize == Size(width: 402, height: 874))
        #expect(iPhone17Pro.scale == 3)

        let se3 = try #require(DeviceCatalog.device(named: "iPhone SE (3rd generation)"))
        #expect(se3.screenSize == Size(width: 375, height: 667))
        #expect(se3.scale == 2)
        #expect(se3.safeAreaPortrait.bottom == 0)
        #expect(!se3.hasHomeIndicator)

        let iPadPro13 = try #require(DeviceCatalog.device(named: "iPad Pro 13-inch (M4)"))
        #expect(iPadPro13.screenSize == Size(width: 1032, height: 1376))
        #expect(iPadPro13.scale == 2)

        let tv = try #require(DeviceCatalog.device(named: "Apple TV 4K"))
        #expect(tv.screenSize == Size(width: 1920, height: 1080))

        let watch = try #require(DeviceCatalog.device(named: "Apple Watch Series 10 (46mm)"))
        #expect(watch.screenSize == Size(width: 208, height: 248))
        #expect(watch.scale == 2)
    }

    @Test("safe areas from metrics §8.2")
    func safeAreas() throws {
        let iPhone16 = try #require(DeviceCatalog.device(named: "iPhone 16"))
        #expect(iPhone16.safeArea(in: .portrait) == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(iPhone16.safeArea(in: .landscape) == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(iPhone16.hasHomeIndicator)

        let iPhone17Pro = try #require(DeviceCatalog.device(named: "iPhone 17 Pro"))
        #expect(iPhone17Pro.safeAreaPortrait.top == 62)
        #expect(iPhone17Pro.safeAreaPortrait.bottom == 34)
    }

    @Test("size classes in landscape follow metrics §8.3")
    func sizeClasses() throws {
        let plus = try #require(DeviceCatalog.device(named: "iPhone 16 Plus"))
        #expect(plus.sizeClasses(in: .landscape) == SizeClasses(horizontal: .regular, vertical: .compact))
        #expect(plus.sizeClasses(in: .portrait) == SizeClasses(horizontal: .compact, vertical: .regular))

        let iPhone16 = try #require(DeviceCatalog.device(named: "iPhone 16"))
        #expect(iPhone16.sizeClasses(in: .landscape) == SizeClasses(horizontal: .compact, vertical: .compact))

        let air = try #require(DeviceCatalog.device(named: "iPhone Air"))
        #expect(air.sizeClasses(in: .landscape).horizontal == .regular)

        let iPad = try #require(DeviceCatalog.device(named: "iPad Pro 11-inch (M4)"))
        #expect(iPad.sizeClasses(in: .landscape) == SizeClasses(horizontal: .regular, vertical: .regular))
        #expect(iPad.sizeClasses(in: .portrait) == SizeClasses(horizontal: .regular, vertical: .regular))
    }

    @Test("landscape transposes only rotating devices")
    func rotation() throws {
        let iPhone16 = try #require(DeviceCatalog.device(named: "iPhone 16"))
        #expect(iPhone16.rotates)
        #expect(iPhone16.screenSize(in: .landscape) == Size(width: 852, height: 393))

        let tv = try #require(DeviceCatalog.device(named: "Apple TV 4K"))
        #expect(!tv.rotates)
        #expect(tv.screenSize(in: .landscape) == Size(width: 1920, height: 1080))

        for device in DeviceCatalog.all {
            let shouldRotate = device.platform == .iOS || device.platform == .iPadOS
            #expect(device.rotates == shouldRotate, "\(device.name)")
            #expect(device.scale >= 1 && device.scale <= 3, "\(device.name)")
            #expect(!device.source.isEmpty, "\(device.name)")
        }
    }

    @Test("every device fits its safe area")
    func safeAreasFit() {
        for device in DeviceCatalog.all {
            for orientation in Orientation.allCases {
                let size = device.screenSize(in: orientation)
                let insets = device.safeArea(in: orientation)
                #expect(insets.left + insets.right < size.width, "\(device.name) \(orientation)")
                #expect(insets.top + insets.bottom < size.height, "\(device.name) \(orientation)")
                #expect(min(insets.top, insets.left, insets.bottom, insets.right) >= 0, "\(device.name)")
            }
        }
    }

    @Test("default devices", arguments: Platform.allCases)
    func defaults(_ platform: Platform) {
        let device = DeviceCatalog.defaultDevice(for: platform)
        #expect(device.platform == platform)
        #expect(DeviceCatalog.device(named: device.name) == device)
    }

    @Test("default device names")
    func defaultNames() {
        #expect(DeviceCatalog.defaultDevice(for: .iOS).name == "iPhone 17 Pro")
        #expect(DeviceCatalog.defaultDevice(for: .iPadOS).name == "iPad Pro 11-inch (M4)")
        #expect(DeviceCatalog.defaultDevice(for: .tvOS).name == "Apple TV 4K")
        #expect(DeviceCatalog.defaultDevice(for: .visionOS).name == "Apple Vision Pro")
        #expect(DeviceCatalog.defaultDevice(for: .macOS).name == "Mac")
        #expect(DeviceCatalog.defaultDevice(for: .watchOS).name == "Apple Watch Series 10 (46mm)")
    }

    @Test("catalog order: iPhones, iPads, Apple TV, Vision Pro, Mac, watches")
    func order() {
        let rank: [Platform: Int] = [.iOS: 0, .iPadOS: 1, .tvOS: 2, .visionOS: 3, .macOS: 4, .watchOS: 5]
        let ranks = DeviceCatalog.all.map { rank[$0.platform]! }
        #expect(ranks == ranks.sorted())
        #expect(DeviceCatalog.all.first?.name == "iPhone 17 Pro Max")
    }
}

@Suite("SymbolTable")
struct CatalogSymbolTests {

    static let iconDirectory = "/usr/share/bootstrap-icons/svg"

    @Test("has at least 80 entries, sorted, with unique names")
    func sortedAndUnique() {
        let names = SymbolTable.entries.map(\.name)
        #expect(names.count >= 80)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
    }

    @Test("looking a name up gives its row of entries: file, icon set and right-to-left flag")
    func lookupMatchesEntries() {
        // Lookups use their own index of the tables (not the sorted entries); both must agree.
        for e in SymbolTable.entries {
            #expect(SymbolTable.alias(for: e.name) == e, "\(e.name)")
        }
    }

    @Test("lookups")
    func lookups() throws {
        #expect(SymbolTable.alias(for: "alarm")?.file == "alarm")
        #expect(SymbolTable.alias(for: "alarm.fill")?.file == "alarm-fill")
        #expect(SymbolTable.alias(for: "magnifyingglass")?.file == "search")
        #expect(SymbolTable.alias(for: "person.2.fill")?.file == "people-fill")
        #expect(SymbolTable.alias(for: "globe")?.file == "globe")
        #expect(SymbolTable.alias(for: "not.a.symbol") == nil)
        #expect(SymbolTable.alias(for: "Alarm") == nil)
    }

    @Test("filledVariant")
    func filled() {
        #expect(SymbolTable.filledVariant(of: "house") == "house.fill")
        #expect(SymbolTable.filledVariant(of: "alarm") == "alarm.fill")
        #expect(SymbolTable.filledVariant(of: "person.crop.circle") == "person.crop.circle.fill")
        #expect(SymbolTable.filledVariant(of: "house.fill") == nil)
        #expect(SymbolTable.filledVariant(of: "globe") == nil)
        #expect(SymbolTable.filledVariant(of: "magnifyingglass") == nil)
        #expect(SymbolTable.filledVariant(of: "not.a.symbol") == nil)
    }

    @Test("every .fill name has its outline base in the table")
    func fillBases() {
        let names = Set(SymbolTable.entries.map(\.name))
        // SF Symbols has only the filled form of these.
        let fillOnly: Set = ["flashlight.on.fill", "message.badge.filled.fill", "shoeprints.fill", "square.grid.4x3.fill"]
        for name in names where name.hasSuffix(".fill") && !fillOnly.contains(name) {
            let base = String(name.dropLast(".fill".count))
            #expect(names.contains(base), "\(name) has no base \(base)")
            #expect(SymbolTable.filledVariant(of: base) == name)
        }
    }

    @Test("right-to-left by name: .forward/.backward/.leading/.trailing flip, .left/.right/.up/.down never")
    func mirroring() {
        for name in ["chevron.forward", "chevron.backward", "arrow.forward", "arrow.backward",
                     "arrow.uturn.backward", "sidebar.leading", "list.bullet"] {
            #expect(SymbolTable.alias(for: name)?.mirrorsInRightToLeft == true, "\(name)")
        }
        for name in ["chevron.left", "chevron.right", "arrow.left", "arrow.right", "arrowshape.turn.up.left",
                     "magnifyingglass", "house", "star.fill", "play.fill", "forward.fill",
                     "backward", "chevron.up", "arrow.down", "globe"] {
            #expect(SymbolTable.alias(for: name)?.mirrorsInRightToLeft == false, "\(name)")
        }
    }

    @Test("every bootstrap-icons file exists",
          .enabled(if: FileManager.default.fileExists(atPath: CatalogSymbolTests.iconDirectory),
                   "bootstrap-icons is not installed"))
    func filesExist() {
        for alias in SymbolTable.entries where alias.source == .bootstrap {
            let path = "\(Self.iconDirectory)/\(alias.file).svg"
            #expect(FileManager.default.fileExists(atPath: path), "\(alias.name) → \(path)")
        }
    }

    @Test("every Phosphor file exists",
          .enabled(if: FileManager.default.fileExists(atPath: SymbolSource.phosphor.directory()),
                   "py-phosphor-icons is not installed (see the README's set-up command)"))
    func phosphorFilesExist() {
        let root = SymbolSource.phosphor.directory()
        for alias in SymbolTable.entries where alias.source == .phosphor {
            let path = root + "/" + alias.source.relativePath(of: alias.file)
            #expect(FileManager.default.fileExists(atPath: path), "\(alias.name) → \(path)")
        }
    }

    @Test("file names are plain icon names")
    func fileNameShape() {
        for alias in SymbolTable.entries {
            #expect(!alias.file.isEmpty)
            #expect(!alias.file.hasSuffix(".svg"), "\(alias.file)")
            #expect(!alias.file.contains("/"), "\(alias.file)")
        }
    }
}
