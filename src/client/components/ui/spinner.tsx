import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { useTranslation } from "react-i18next";

import { cn } from "@/lib/cn.ts";

function Spinner({ className, ...props }: React.ComponentProps<"svg">) {
  const { t } = useTranslation("common");
  return (
    <Loader2Icon
      data-slot="spinner"
      role="status"
      aria-label={t("Loading")}
      className={cn("size-4 animate-spin", className)}
      {...props}
    />
  );
}

export { Spinner };
