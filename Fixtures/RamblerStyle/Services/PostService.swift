//
//  PostService.swift
//  Rambler Feed
//

import Foundation

protocol PostService {
    func obtainPosts(query: String?, completion: @escaping (Result<[Post], Error>) -> Void)
    func obtainPost(id: String, completion: @escaping (Result<Post, Error>) -> Void)
    func like(postID: String, completion: @escaping (Result<Post, Error>) -> Void)
    func delete(postID: String, completion: @escaping (Error?) -> Void)
    func publish(title: String, body: String, completion: @escaping (Error?) -> Void)
}

final class PostServiceImplementation: PostService {
    static let shared = PostServiceImplementation()

    private let session = URLSession.shared
    private let baseURL = URL(string: "https://feed.example.com/api/v2")!
    private let decoder: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()

    func obtainPosts(query: String?, completion: @escaping (Result<[Post], Error>) -> Void) {
        var components = URLComponents(url: baseURL.appendingPathComponent("posts"), resolvingAgainstBaseURL: false)
        if let query = query, !query.isEmpty {
            components?.queryItems = [URLQueryItem(name: "q", value: query)]
        }
        guard let url = components?.url else { return }
        request(URLRequest(url: url), completion: completion)
    }

    func obtainPost(id: String, completion: @escaping (Result<Post, Error>) -> Void) {
        request(URLRequest(url: baseURL.appendingPathComponent("posts/\(id)")), completion: completion)
    }

    func like(postID: String, completion: @escaping (Result<Post, Error>) -> Void) {
        var urlRequest = URLRequest(url: baseURL.appendingPathComponent("posts/\(postID)/like"))
        urlRequest.httpMethod = "POST"
        request(urlRequest, completion: completion)
    }

    func delete(postID: String, completion: @escaping (Error?) -> Void) {
        var urlRequest = URLRequest(url: baseURL.appendingPathComponent("posts/\(postID)"))
        urlRequest.httpMethod = "DELETE"
        session.dataTask(with: urlRequest) { _, _, error in
            DispatchQueue.main.async { completion(error) }
        }.resume()
    }

    func publish(title: String, body: String, completion: @escaping (Error?) -> Void) {
        var urlRequest = URLRequest(url: baseURL.appendingPathComponent("posts"))
        urlRequest.httpMethod = "POST"
        urlRequest.httpBody = try? JSONEncoder().encode(["title": title, "body": body])
        session.dataTask(with: urlRequest) { _, _, error in
            DispatchQueue.main.async { completion(error) }
        }.resume()
    }

    private func request<T: Decodable>(_ urlRequest: URLRequest, completion: @escaping (Result<T, Error>) -> Void) {
        session.dataTask(with: urlRequest) { [decoder] data, _, error in
            let result = Result<T, Error> {
                if let error = error { throw error }
                return try decoder.decode(T.self, from: data ?? Data())
            }
            DispatchQueue.main.async { completion(result) }
        }.resume()
    }
}
