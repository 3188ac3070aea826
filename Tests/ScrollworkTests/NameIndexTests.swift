import Testing
@testable import Scrollwork

/// `NameIndex` answers exactly as a dictionary of the same names would, whether a name is given as
/// the `String` it was entered with (found in the cache) or as an equal string built anew.
@Suite struct NameIndexTests {
    @Test func aNameIsFoundAsTheSameStringAndAsAnEqualOne() {
        var index = NameIndex()
        let long = String(repeating: "chapter-", count: 4)   // 32 bytes: a string with storage
        #expect(index.updateValue(0, forKey: "hero") == nil)
        #expect(index.updateValue(1, forKey: long) == nil)
        #expect(index["hero"] == 0)
        #expect(index[long] == 1)
        #expect(index[String(repeating: "chapter-", count: 4)] == 1)
        #expect(index[String(long.dropLast())] == nil)
        #expect(index["her"] == nil)
        #expect(index.count == 2)
    }

    @Test func aChangedOrRemovedNameIsNeverAnsweredFromTheCache() {
        var index = NameIndex()
        let name = String(repeating: "scene-", count: 5)
        _ = index.updateValue(3, forKey: name)
        #expect(index[name] == 3)              // now cached
        #expect(index.updateValue(7, forKey: name) == 3)
        #expect(index[name] == 7)
        index[name] = nil
        #expect(index[name] == nil)
        index[name] = 9
        #expect(index[name] == 9)
    }

    @Test func manyNamesOutgrowTheCacheAndAreAllFound() {
        var index = NameIndex()
        let names = (0..<10_000).map { "s\($0)" }
        for (number, name) in names.enumerated() { _ = index.updateValue(number, forKey: name) }
        for (number, name) in names.enumerated() {
            #expect(index[name] == number)
            #expect(index["s\(number)"] == number)
        }
        #expect(index["s10000"] == nil)
    }

    /// Random inserts, renumberings, removals and look-ups (half of them with the `String` first
    /// entered, half with an equal one made anew) answer as a `Dictionary` does.
    @Test func answersAsADictionaryOverRandomEdits() {
        var random = SplitMix64(seed: 0x5C0_11)
        var index = NameIndex(), model: [String: Int] = [:]
        let entered = (0..<64).map { $0 % 2 == 0 ? "n\($0)" : String(repeating: "long-name-\($0)-", count: 2) }
        for _ in 0..<20_000 {
            let k = Int.random(in: 0..<entered.count, using: &random)
            let name = Bool.random(using: &random) ? entered[k] : String(entered[k].utf8.map { Character(UnicodeScalar($0)) })
            switch Int.random(in: 0..<10, using: &random) {
            case 0...2:
                let value = Int.random(in: 0..<1000, using: &random)
                #expect(index.updateValue(value, forKey: name) == model.updateValue(value, forKey: name))
            case 3:
                index[name] = nil
                model[name] = nil
            default:
                #expect(index[name] == model[name])
            }
        }
        #expect(index.count == model.count)
        for (name, value) in model { #expect(index[name] == value) }
    }
}

/// The table in front of the dictionary: aliases of long names, and what a removal or a
/// renumbering leaves of them.
@Suite struct NameIndexTableTests {
    @Test func aLongNameBuiltAnewIsFoundAndItsAliasDiesWithTheName() {
        var index = NameIndex()
        let long = String(repeating: "section-", count: 3)
        _ = index.updateValue(1, forKey: long)
        let again = String(repeating: "section-", count: 3)   // the same characters, another storage
        #expect(NameIndex.bits(of: again) != NameIndex.bits(of: long))
        #expect(index[again] == 1)     // from the dictionary, now an alias
        #expect(index[again] == 1)     // from the alias
        #expect(index.updateValue(2, forKey: long) == 1)
        #expect(index[again] == 2)     // the alias of number 1 is no longer valid
        index[again] = nil
        #expect(index[long] == nil)
        #expect(index[again] == nil)
        index[long] = 3
        #expect(index[again] == 3)
    }

    @Test func manyAliasesAndRemovalsKeepEveryAnswer() {
        var index = NameIndex(), model: [String: Int] = [:]
        for round in 0..<200 {
            let name = "a-long-name-that-has-storage-\(round % 50)"
            if round % 7 == 3 {
                index[name] = nil
                model[name] = nil
            } else if index[name] == nil {
                _ = index.updateValue(round, forKey: name)
                model[name] = round
            }
            // A copy made anew each time: an alias each time, until the table is built again.
            for other in 0..<50 {
                let anew = "a-long-name-that-has-storage-\(other)"
                #expect(index[anew] == model[anew])
            }
        }
        #expect(index.count == model.count)
    }
}
