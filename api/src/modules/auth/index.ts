import type { ApiModule } from '../../http/api-module.ts';
import { confirmChangeCode } from './confirm-change-code.ts';
import { loginUsingOtp } from './login-using-otp.ts';
import { passwordLogin } from './password-login.ts';
import { registerUsingOtp } from './register-using-otp.ts';
import { sendLoginLink } from './send-login-link.ts';
import { verifyEmailUsingOtp } from './verify-email-using-otp.ts';
import { verifyToken } from './verify-token.ts';

/**
 * Sign-in and sign-up: one-time codes, mailed links, passwords, and the code that confirms an email or
 * password change. Every route is rate limited.
 */
export const authModule: ApiModule = {
  name: 'auth',
  routes: [
    loginUsingOtp,
    registerUsingOtp,
    verifyEmailUsingOtp,
    confirmChangeCode,
    sendLoginLink,
    verifyToken,
    passwordLogin,
  ],
};
