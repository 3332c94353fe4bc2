import Foundation
import HeadlessUIKit
import Testing

@Suite("Edge insets encode as UIKit's overlay encodes them")
struct EdgeInsetsCodableTests {
  @Test("UIEdgeInsets encode as the list [top, left, bottom, right] and decode back")
  func edgeInsets() throws {
    let insets = UIEdgeInsets(top: 1, left: 2.5, bottom: 3, right: 4)
    let data = try JSONEncoder().encode(insets)
    #expect(String(decoding: data, as: UTF8.self) == "[1,2.5,3,4]")
    #expect(try JSONDecoder().decode(UIEdgeInsets.self, from: data) == insets)
  }

  @Test("NSDirectionalEdgeInsets encode as [top, leading, bottom, trailing] and decode back")
  func directionalInsets() throws {
    let insets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 24, trailing: 32)
    let data = try JSONEncoder().encode(insets)
    #expect(String(decoding: data, as: UTF8.self) == "[8,16,24,32]")
    #expect(try JSONDecoder().decode(NSDirectionalEdgeInsets.self, from: data) == insets)
  }

  @Test("a list too short to hold four values fails to decode")
  func tooShort() {
    let data = Data("[1,2,3]".utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(UIEdgeInsets.self, from: data) }
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(NSDirectionalEdgeInsets.self, from: data)
    }
  }

  @Test("insets inside a Codable model round-trip through a property list")
  func nested() throws {
    struct Style: Codable, Equatable {
      var padding: UIEdgeInsets
      var margins: NSDirectionalEdgeInsets
    }
    let style = Style(
      padding: UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8),
      margins: NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10))
    let data = try PropertyListEncoder().encode(style)
    #expect(try PropertyListDecoder().decode(Style.self, from: data) == style)
  }
}
