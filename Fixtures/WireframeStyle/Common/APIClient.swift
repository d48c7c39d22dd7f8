//
//  APIClient.swift
//  Bookshelf
//

import Foundation

enum APIError: LocalizedError {
    case badStatus(Int)
    case emptyBody

    var errorDescription: String? {
        switch self {
        case .badStatus(let code): return "The server answered \(code)."
        case .emptyBody: return "The server sent no data."
        }
    }
}

/// A thin JSON client shared by the interactors.
final class APIClient {
    static let shared = APIClient()

    private let session = URLSession.shared
    private let baseURL = URL(string: "https://books.example.com/api")!

    func get<T: Decodable>(_ path: String, completion: @escaping (Result<T, Error>) -> Void) {
        send(URLRequest(url: baseURL.appendingPathComponent(path)), completion: completion)
    }

    func post<Body: Encodable, T: Decodable>(_ path: String, body: Body, completion: @escaping (Result<T, Error>) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent(path))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try? JSONEncoder().encode(body)
        send(request, completion: completion)
    }

    private func send<T: Decodable>(_ request: URLRequest, completion: @escaping (Result<T, Error>) -> Void) {
        session.dataTask(with: request) { data, response, error in
            let result: Result<T, Error>
            if let error = error {
                result = .failure(error)
            } else if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
                result = .failure(APIError.badStatus(http.statusCode))
            } else if let data = data {
                result = Result { try JSONDecoder().decode(T.self, from: data) }
            } else {
                result = .failure(APIError.emptyBody)
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
