//
//  OrderService.swift
//  Pantry
//

import Foundation

final class OrderService {
    static let shared = OrderService()

    private let session = URLSession.shared
    private let baseURL = URL(string: "https://pantry.example.com/api")!

    func orders(completion: @escaping (Result<[Order], Error>) -> Void) {
        get(baseURL.appendingPathComponent("orders"), completion: completion)
    }

    func order(id: String, completion: @escaping (Result<Order, Error>) -> Void) {
        get(baseURL.appendingPathComponent("orders/\(id)"), completion: completion)
    }

    func cancelOrder(id: String, completion: @escaping (Error?) -> Void) {
        var request = URLRequest(url: baseURL.appendingPathComponent("orders/\(id)/cancel"))
        request.httpMethod = "POST"
        session.dataTask(with: request) { _, _, error in
            DispatchQueue.main.async { completion(error) }
        }.resume()
    }

    private func get<T: Decodable>(_ url: URL, completion: @escaping (Result<T, Error>) -> Void) {
        session.dataTask(with: url) { data, _, error in
            let result = Result<T, Error> {
                if let error = error { throw error }
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .iso8601
                return try decoder.decode(T.self, from: data ?? Data())
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
