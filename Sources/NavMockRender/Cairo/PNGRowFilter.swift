/// The PNG row filters NavMock's encoder can apply before zlib (PNG specification §9). A filter
/// rewrites each byte as its difference from a neighbour, which zlib then compresses better for
/// smooth content (blurs, gradients, photos); it costs one pass over the pixels.
public enum PNGRowFilter: Int32, Sendable, CaseIterable {
    /// No filter: the fastest, largest files for smooth content.
    case none = 0
    /// libpng's adaptive choice among all five filters per row: the smallest files, the slowest.
    case adaptive = 1
    /// Sub on every row: each byte minus the same channel of the pixel to its left.
    case sub = 2
    /// Up on every row: each byte minus the same byte of the row above.
    case up = 3
}
