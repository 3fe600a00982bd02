import { EMAIL_TAKEN, LOGIN_FAILED } from "./accounts";
import { INVALID_EMAIL } from "./email";
import { OTP_MESSAGES } from "./otp-login";

/** Account, login and OTP messages in Hindi, keyed by the English the server sends. */
export const ACCOUNT_MESSAGES_HI: Record<string, string> = {
  "Account created": "खाता बन गया",
  "Logged in": "आप लॉग इन हो गए",
  "Logged out": "आप लॉग आउट हो गए",
  "Name saved": "नाम सहेज लिया गया",
  [LOGIN_FAILED]: "ईमेल या पासवर्ड ग़लत है",
  [EMAIL_TAKEN]: "इस ईमेल से खाता पहले से बना है। कृपया लॉग इन करें।",
  [INVALID_EMAIL]: "कृपया सही ईमेल पता लिखें",
  "Email is too long": "ईमेल बहुत लंबा है",
  "Password is too long": "पासवर्ड बहुत लंबा है",
  [OTP_MESSAGES.badCode]: "SMS में आया 6 अंकों का कोड लिखें",
  [OTP_MESSAGES.badPhone]: "10 अंकों का भारतीय मोबाइल नंबर लिखें (जो 6, 7, 8 या 9 से शुरू हो)",
  [OTP_MESSAGES.noCode]: "यह कोड अब मान्य नहीं है। कृपया नया कोड मँगाएँ।",
  [OTP_MESSAGES.expired]: "इस कोड का समय ख़त्म हो गया। कृपया नया कोड मँगाएँ।",
  [OTP_MESSAGES.tooManyTries]: "बहुत बार ग़लत कोड डाला गया। कृपया नया कोड मँगाएँ।",
  [OTP_MESSAGES.sendFailed]: "अभी SMS नहीं भेज पाए। एक मिनट बाद फिर कोशिश करें।",
  [OTP_MESSAGES.unavailable]: "OTP से लॉग इन अभी उपलब्ध नहीं है। कृपया ईमेल और पासवर्ड से लॉग इन करें।",
  "Wrong code. No tries left: please ask for a new code.": "कोड ग़लत है। कोई कोशिश बाक़ी नहीं: कृपया नया कोड मँगाएँ।",
};
