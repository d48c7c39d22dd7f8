//
//  MissionService.swift
//  MissionControl
//

import Foundation

/// A mission as the backend sends it.
struct MissionRecord: Decodable {
    let identifier: String
    let codeName: String
    let launch: Date
    let objectives: [String]
    let commander: String?
    let isArchived: Bool
}

final class MissionService {
    private let session: URLSession
    private let baseURL = URL(string: "https://api.example.com/v1")!

    init(session: URLSession = .shared) {
        self.session = session
    }

    func missions(crew: String?, completion: @escaping (Result<[MissionRecord], Error>) -> Void) {
        var components = URLComponents(url: baseURL.appendingPathComponent("missions"), resolvingAgainstBaseURL: false)
        components?.queryItems = crew.map { [URLQueryItem(name: "crew", value: $0)] }
        guard let url = components?.url else { return }
        load(url, completion: completion)
    }

    func mission(id: String, completion: @escaping (Result<MissionRecord, Error>) -> Void) {
        load(baseURL.appendingPathComponent("missions/\(id)"), completion: completion)
    }

    private func load<Response: Decodable>(_ url: URL, completion: @escaping (Result<Response, Error>) -> Void) {
        session.dataTask(with: url) { data, _, error in
            let result = Result<Response, Error> {
                if let error = error { throw error }
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return try decoder.decode(Response.self, from: data ?? Data())
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
