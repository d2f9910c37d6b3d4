import Foundation

// The Security framework's keychain keys and values, with the raw strings Apple's headers
// give them (SecItem.h: `kSecClassGenericPassword` is "genp", `kSecAttrAccount` "acct"…;
// the search keys' are the "m_…", "r_…" and "u_…" strings). On iOS they are `CFString`s;
// HeadlessUI's `CFString` is `String`.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// `kSecClass`.
public let kSecClass: CFString = "class"
/// `kSecClassGenericPassword`.
public let kSecClassGenericPassword: CFString = "genp"
/// `kSecClassInternetPassword`.
public let kSecClassInternetPassword: CFString = "inet"
/// `kSecClassCertificate`.
public let kSecClassCertificate: CFString = "cert"
/// `kSecClassKey`.
public let kSecClassKey: CFString = "keys"
/// `kSecClassIdentity`.
public let kSecClassIdentity: CFString = "idnt"
/// `kSecAttrAccessible`.
public let kSecAttrAccessible: CFString = "pdmn"
/// `kSecAttrAccessControl`.
public let kSecAttrAccessControl: CFString = "accc"
/// `kSecAttrAccessGroup`.
public let kSecAttrAccessGroup: CFString = "agrp"
/// `kSecAttrSynchronizable`.
public let kSecAttrSynchronizable: CFString = "sync"
/// `kSecAttrSynchronizableAny`.
public let kSecAttrSynchronizableAny: CFString = "syna"
/// `kSecAttrCreationDate`.
public let kSecAttrCreationDate: CFString = "cdat"
/// `kSecAttrModificationDate`.
public let kSecAttrModificationDate: CFString = "mdat"
/// `kSecAttrDescription`.
public let kSecAttrDescription: CFString = "desc"
/// `kSecAttrComment`.
public let kSecAttrComment: CFString = "icmt"
/// `kSecAttrCreator`.
public let kSecAttrCreator: CFString = "crtr"
/// `kSecAttrType`.
public let kSecAttrType: CFString = "type"
/// `kSecAttrLabel`.
public let kSecAttrLabel: CFString = "labl"
/// `kSecAttrIsInvisible`.
public let kSecAttrIsInvisible: CFString = "invi"
/// `kSecAttrIsNegative`.
public let kSecAttrIsNegative: CFString = "nega"
/// `kSecAttrAccount`.
public let kSecAttrAccount: CFString = "acct"
/// `kSecAttrService`.
public let kSecAttrService: CFString = "svce"
/// `kSecAttrGeneric`.
public let kSecAttrGeneric: CFString = "gena"
/// `kSecAttrSecurityDomain`.
public let kSecAttrSecurityDomain: CFString = "sdmn"
/// `kSecAttrServer`.
public let kSecAttrServer: CFString = "srvr"
/// `kSecAttrProtocol`.
public let kSecAttrProtocol: CFString = "ptcl"
/// `kSecAttrAuthenticationType`.
public let kSecAttrAuthenticationType: CFString = "atyp"
/// `kSecAttrPort`.
public let kSecAttrPort: CFString = "port"
/// `kSecAttrPath`.
public let kSecAttrPath: CFString = "path"
/// `kSecAttrKeyType`.
public let kSecAttrKeyType: CFString = "type"
/// `kSecAttrKeySizeInBits`.
public let kSecAttrKeySizeInBits: CFString = "bsiz"
/// `kSecAttrApplicationTag`.
public let kSecAttrApplicationTag: CFString = "atag"
/// `kSecAttrTokenID`.
public let kSecAttrTokenID: CFString = "tkid"
/// `kSecAttrKeyTypeRSA`.
public let kSecAttrKeyTypeRSA: CFString = "42"
/// `kSecAttrKeyTypeECSECPrimeRandom`.
public let kSecAttrKeyTypeECSECPrimeRandom: CFString = "73"
/// `kSecAttrAccessibleWhenUnlocked`.
public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// `kSecAttrAccessibleAfterFirstUnlock`.
public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// `kSecAttrAccessibleAlways`.
public let kSecAttrAccessibleAlways: CFString = "dk"
/// `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// `kSecAttrAccessibleAlwaysThisDeviceOnly`.
public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"
/// `kSecAttrProtocolHTTP`.
public let kSecAttrProtocolHTTP: CFString = "http"
/// `kSecAttrProtocolHTTPS`.
public let kSecAttrProtocolHTTPS: CFString = "htps"
/// `kSecAttrProtocolFTP`.
public let kSecAttrProtocolFTP: CFString = "ftp "
/// `kSecAttrProtocolSSH`.
public let kSecAttrProtocolSSH: CFString = "ssh "
/// `kSecAttrAuthenticationTypeDefault`.
public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"
/// `kSecAttrAuthenticationTypeHTTPBasic`.
public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"
/// `kSecAttrAuthenticationTypeHTMLForm`.
public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"
/// `kSecAttrAuthenticationTypeHTTPDigest`.
public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"
/// `kSecValueData`.
public let kSecValueData: CFString = "v_Data"
/// `kSecValueRef`.
public let kSecValueRef: CFString = "v_Ref"
/// `kSecValuePersistentRef`.
public let kSecValuePersistentRef: CFString = "v_PersistentRef"
/// `kSecMatchLimit`.
public let kSecMatchLimit: CFString = "m_Limit"
/// `kSecMatchLimitOne`.
public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// `kSecMatchLimitAll`.
public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// `kSecMatchCaseInsensitive`.
public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"
/// `kSecReturnData`.
public let kSecReturnData: CFString = "r_Data"
/// `kSecReturnAttributes`.
public let kSecReturnAttributes: CFString = "r_Attributes"
/// `kSecReturnRef`.
public let kSecReturnRef: CFString = "r_Ref"
/// `kSecReturnPersistentRef`.
public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
/// `kSecUseOperationPrompt`.
public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
/// `kSecUseAuthenticationUI`.
public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
/// `kSecUseAuthenticationContext`.
public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
/// `kSecUseDataProtectionKeychain`.
public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// `kSecUseAuthenticationUIAllow`.
public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
/// `kSecUseAuthenticationUIFail`.
public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
/// `kSecUseAuthenticationUISkip`.
public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
