//! `decisiond healthcheck`: one HTTP GET of this instance's own probe, for
//! container runtimes whose image has no curl (the Dockerfile's
//! `HEALTHCHECK`, compose's `healthcheck`). Exit 0 on a 2xx, 1 otherwise.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// The address to probe for an instance listening on `listen` (its
/// `DECISIOND_LISTEN`): a wildcard address is reached over loopback.
pub async fn target(listen: &str) -> Result<SocketAddr, String> {
    let addr = match listen.parse::<SocketAddr>() {
        Ok(addr) => addr,
        Err(_) => tokio::net::lookup_host(listen)
            .await
            .map_err(|e| format!("listen address {listen:?}: {e}"))?
            .next()
            .ok_or_else(|| format!("listen address {listen:?} resolves to nothing"))?,
    };
    if addr.port() == 0 {
        return Err(format!(
            "listen address {listen:?} has port 0 (a free port picked at start-up): \
             give the instance a fixed port to probe it"
        ));
    }
    let ip = match addr.ip() {
        IpAddr::V4(ip) if ip.is_unspecified() => IpAddr::V4(Ipv4Addr::LOCALHOST),
        IpAddr::V6(ip) if ip.is_unspecified() => IpAddr::V6(Ipv6Addr::LOCALHOST),
        ip => ip,
    };
    Ok(SocketAddr::new(ip, addr.port()))
}

/// GETs `path` on `addr`; Ok with the status line on a 2xx.
pub async fn probe(addr: SocketAddr, path: &str, timeout: Duration) -> Result<String, String> {
    let url = format!("http://{addr}{path}");
    match tokio::time::timeout(timeout, get_status_line(addr, path)).await {
        Err(_) => Err(format!("GET {url}: no answer within {timeout:?}")),
        Ok(Err(e)) => Err(format!("GET {url}: {e}")),
        Ok(Ok(status)) => {
            let code = status.split_whitespace().nth(1).unwrap_or_default();
            if code.starts_with('2') && code.len() == 3 {
                Ok(format!("GET {url}: {status}"))
            } else {
                Err(format!("GET {url}: {status}"))
            }
        }
    }
}

async fn get_status_line(addr: SocketAddr, path: &str) -> std::io::Result<String> {
    let mut stream = TcpStream::connect(addr).await?;
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nUser-Agent: decisiond-healthcheck\r\n\
         Connection: close\r\n\r\n"
    );
    stream.write_all(request.as_bytes()).await?;
    let mut head = Vec::new();
    let mut buf = [0u8; 512];
    while !head.contains(&b'\n') && head.len() < 4096 {
        let n = stream.read(&mut buf).await?;
        if n == 0 {
            break;
        }
        head.extend_from_slice(&buf[..n]);
    }
    let head = String::from_utf8_lossy(&head);
    let line = head.lines().next().unwrap_or_default().trim();
    if !line.starts_with("HTTP/") {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("not an HTTP response: {line:?}"),
        ));
    }
    Ok(line.to_owned())
}

#[cfg(test)]
mod tests {
    use super::target;

    #[tokio::test]
    async fn a_wildcard_listen_address_is_probed_over_loopback() {
        assert_eq!(
            target("0.0.0.0:8080").await.unwrap().to_string(),
            "127.0.0.1:8080"
        );
        assert_eq!(target("[::]:9000").await.unwrap().to_string(), "[::1]:9000");
        assert_eq!(
            target("10.1.2.3:8081").await.unwrap().to_string(),
            "10.1.2.3:8081"
        );
        assert!(target("127.0.0.1:0").await.unwrap_err().contains("port 0"));
    }
}
