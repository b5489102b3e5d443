//! Makepad 1.0 has no HTTP client on Linux desktop: `cx.http_request` only
//! logs "Not implemented on this platform". This module sends the same
//! `HttpRequest` on a thread with the standard library (plain `http://`,
//! a body of known length, no TLS, no redirects) and posts the result back
//! as the `NetworkResponseItem` the other platforms deliver.
use makepad_widgets::makepad_platform::event::NetworkResponseItem;
use makepad_widgets::*;
use std::collections::BTreeMap;
use std::io::{Read, Write};
use std::net::TcpStream;

// ANCHOR: send
pub fn send(request_id: LiveId, request: HttpRequest) {
    std::thread::spawn(move || {
        let response = match exchange(&request) {
            Ok(response) => NetworkResponse::HttpResponse(response),
            Err(message) => NetworkResponse::HttpRequestError(HttpError {
                message,
                metadata_id: request.metadata_id,
            }),
        };
        // Arrives in the app's handle_actions, on the UI thread.
        Cx::post_action(NetworkResponseItem {
            request_id,
            response,
        });
    });
}
// ANCHOR_END: send

fn exchange(request: &HttpRequest) -> Result<HttpResponse, String> {
    let url = request.split_url();
    if url.proto != "http" {
        return Err(format!("{}: only http:// is supported here", request.url));
    }
    let mut stream = TcpStream::connect(format!("{}:{}", url.host, url.port))
        .map_err(|e| format!("connecting to {}:{}: {e}", url.host, url.port))?;
    let body = request.body.as_deref().unwrap_or(&[]);
    let head = format!(
        "{} /{} HTTP/1.1\r\nHost: {}:{}\r\nConnection: close\r\nContent-Length: {}\r\n{}\r\n",
        request.method.to_string(),
        url.file,
        url.host,
        url.port,
        body.len(),
        request.get_headers_string()
    );
    stream
        .write_all(head.as_bytes())
        .and_then(|_| stream.write_all(body))
        .map_err(|e| format!("sending: {e}"))?;
    let mut bytes = Vec::new();
    stream
        .read_to_end(&mut bytes)
        .map_err(|e| format!("reading: {e}"))?;
    parse_response(request.metadata_id, &bytes)
}

fn parse_response(metadata_id: LiveId, bytes: &[u8]) -> Result<HttpResponse, String> {
    let split = bytes
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or("the answer has no end of headers")?;
    let head = String::from_utf8_lossy(&bytes[..split]);
    let mut lines = head.lines();
    let status_code = lines
        .next()
        .and_then(|line| line.split(' ').nth(1))
        .and_then(|code| code.parse().ok())
        .ok_or("the answer has no status line")?;
    let mut headers = BTreeMap::new();
    for line in lines {
        if let Some((name, value)) = line.split_once(':') {
            headers
                .entry(name.trim().to_ascii_lowercase())
                .or_insert_with(Vec::new)
                .push(value.trim().to_string());
        }
    }
    Ok(HttpResponse {
        metadata_id,
        status_code,
        headers,
        body: Some(bytes[split + 4..].to_vec()),
    })
}
