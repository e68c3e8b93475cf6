/** What a failed Google sign-in says, on the Connect dialog and when Google returns with an error. */
export const GOOGLE_CONNECT_ERROR = "Failed to connect with Google. Please try again.";
