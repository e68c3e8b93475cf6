export const authKeys = {
  all: ["auth"] as const,
  settings: () => [...authKeys.all, "settings"] as const,
  invitation: (token: string) => [...authKeys.all, "invitation", token] as const,
};
