import Foundation

// The Security framework's keychain keys and values, with the raw strings Apple's headers
// give them (SecItem.h: `kSecClassGenericPassword` is "genp", `kSecAttrAccount` "acct"…;
// the search keys' are the "m_…", "r_…" and "u_…" strings). On iOS they are `CFString`s,
// which HeadlessUI names `String`.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// `kSecClass`.
public let kSecClass: String = "class"
/// `kSecClassGenericPassword`.
public let kSecClassGenericPassword: String = "genp"
/// `kSecClassInternetPassword`.
public let kSecClassInternetPassword: String = "inet"
/// `kSecClassCertificate`.
public let kSecClassCertificate: String = "cert"
/// `kSecClassKey`.
public let kSecClassKey: String = "keys"
/// `kSecClassIdentity`.
public let kSecClassIdentity: String = "idnt"
/// `kSecAttrAccessible`.
public let kSecAttrAccessible: String = "pdmn"
/// `kSecAttrAccessControl`.
public let kSecAttrAccessControl: String = "accc"
/// `kSecAttrAccessGroup`.
public let kSecAttrAccessGroup: String = "agrp"
/// `kSecAttrSynchronizable`.
public let kSecAttrSynchronizable: String = "sync"
/// `kSecAttrSynchronizableAny`.
public let kSecAttrSynchronizableAny: String = "syna"
/// `kSecAttrCreationDate`.
public let kSecAttrCreationDate: String = "cdat"
/// `kSecAttrModificationDate`.
public let kSecAttrModificationDate: String = "mdat"
/// `kSecAttrDescription`.
public let kSecAttrDescription: String = "desc"
/// `kSecAttrComment`.
public let kSecAttrComment: String = "icmt"
/// `kSecAttrCreator`.
public let kSecAttrCreator: String = "crtr"
/// `kSecAttrType`.
public let kSecAttrType: String = "type"
/// `kSecAttrLabel`.
public let kSecAttrLabel: String = "labl"
/// `kSecAttrIsInvisible`.
public let kSecAttrIsInvisible: String = "invi"
/// `kSecAttrIsNegative`.
public let kSecAttrIsNegative: String = "nega"
/// `kSecAttrAccount`.
public let kSecAttrAccount: String = "acct"
/// `kSecAttrService`.
public let kSecAttrService: String = "svce"
/// `kSecAttrGeneric`.
public let kSecAttrGeneric: String = "gena"
/// `kSecAttrSecurityDomain`.
public let kSecAttrSecurityDomain: String = "sdmn"
/// `kSecAttrServer`.
public let kSecAttrServer: String = "srvr"
/// `kSecAttrProtocol`.
public let kSecAttrProtocol: String = "ptcl"
/// `kSecAttrAuthenticationType`.
public let kSecAttrAuthenticationType: String = "atyp"
/// `kSecAttrPort`.
public let kSecAttrPort: String = "port"
/// `kSecAttrPath`.
public let kSecAttrPath: String = "path"
/// `kSecAttrKeyType`.
public let kSecAttrKeyType: String = "type"
/// `kSecAttrKeySizeInBits`.
public let kSecAttrKeySizeInBits: String = "bsiz"
/// `kSecAttrApplicationTag`.
public let kSecAttrApplicationTag: String = "atag"
/// `kSecAttrTokenID`.
public let kSecAttrTokenID: String = "tkid"
/// `kSecAttrKeyTypeRSA`.
public let kSecAttrKeyTypeRSA: String = "42"
/// `kSecAttrKeyTypeECSECPrimeRandom`.
public let kSecAttrKeyTypeECSECPrimeRandom: String = "73"
/// `kSecAttrAccessibleWhenUnlocked`.
public let kSecAttrAccessibleWhenUnlocked: String = "ak"
/// `kSecAttrAccessibleAfterFirstUnlock`.
public let kSecAttrAccessibleAfterFirstUnlock: String = "ck"
/// `kSecAttrAccessibleAlways`.
public let kSecAttrAccessibleAlways: String = "dk"
/// `kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly`.
public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: String = "akpu"
/// `kSecAttrAccessibleWhenUnlockedThisDeviceOnly`.
public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: String = "aku"
/// `kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly`.
public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: String = "cku"
/// `kSecAttrAccessibleAlwaysThisDeviceOnly`.
public let kSecAttrAccessibleAlwaysThisDeviceOnly: String = "dku"
/// `kSecAttrProtocolHTTP`.
public let kSecAttrProtocolHTTP: String = "http"
/// `kSecAttrProtocolHTTPS`.
public let kSecAttrProtocolHTTPS: String = "htps"
/// `kSecAttrProtocolFTP`.
public let kSecAttrProtocolFTP: String = "ftp "
/// `kSecAttrProtocolSSH`.
public let kSecAttrProtocolSSH: String = "ssh "
/// `kSecAttrAuthenticationTypeDefault`.
public let kSecAttrAuthenticationTypeDefault: String = "dflt"
/// `kSecAttrAuthenticationTypeHTTPBasic`.
public let kSecAttrAuthenticationTypeHTTPBasic: String = "http"
/// `kSecAttrAuthenticationTypeHTMLForm`.
public let kSecAttrAuthenticationTypeHTMLForm: String = "form"
/// `kSecAttrAuthenticationTypeHTTPDigest`.
public let kSecAttrAuthenticationTypeHTTPDigest: String = "httd"
/// `kSecValueData`.
public let kSecValueData: String = "v_Data"
/// `kSecValueRef`.
public let kSecValueRef: String = "v_Ref"
/// `kSecValuePersistentRef`.
public let kSecValuePersistentRef: String = "v_PersistentRef"
/// `kSecMatchLimit`.
public let kSecMatchLimit: String = "m_Limit"
/// `kSecMatchLimitOne`.
public let kSecMatchLimitOne: String = "m_LimitOne"
/// `kSecMatchLimitAll`.
public let kSecMatchLimitAll: String = "m_LimitAll"
/// `kSecMatchCaseInsensitive`.
public let kSecMatchCaseInsensitive: String = "m_CaseInsensitive"
/// `kSecReturnData`.
public let kSecReturnData: String = "r_Data"
/// `kSecReturnAttributes`.
public let kSecReturnAttributes: String = "r_Attributes"
/// `kSecReturnRef`.
public let kSecReturnRef: String = "r_Ref"
/// `kSecReturnPersistentRef`.
public let kSecReturnPersistentRef: String = "r_PersistentRef"
/// `kSecUseOperationPrompt`.
public let kSecUseOperationPrompt: String = "u_OpPrompt"
/// `kSecUseAuthenticationUI`.
public let kSecUseAuthenticationUI: String = "u_AuthUI"
/// `kSecUseAuthenticationContext`.
public let kSecUseAuthenticationContext: String = "u_AuthCtx"
/// `kSecUseDataProtectionKeychain`.
public let kSecUseDataProtectionKeychain: String = "nleg"
/// `kSecUseAuthenticationUIAllow`.
public let kSecUseAuthenticationUIAllow: String = "u_AuthUIA"
/// `kSecUseAuthenticationUIFail`.
public let kSecUseAuthenticationUIFail: String = "u_AuthUIF"
/// `kSecUseAuthenticationUISkip`.
public let kSecUseAuthenticationUISkip: String = "u_AuthUIS"
