// Security's server-trust names (SecTrust, SecCertificate…), which iOS code reaches through
// Foundation next to the URL loading that uses them, live in the Security stand-in with the
// keychain; a file that imports HeadlessNetworking sees them as it would on iOS.
@_exported import SecurityStandIn
