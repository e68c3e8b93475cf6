import type * as React from "react";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip.tsx";

/** A collapsed sidebar's item names its link beside it (loaded only when the sidebar is collapsed). */
export function SidebarTooltip({
  button,
  hidden,
  tooltip,
}: {
  button: React.ReactElement;
  hidden: boolean;
  tooltip: string | React.ComponentProps<typeof TooltipContent>;
}) {
  const tooltipProps = typeof tooltip === "string" ? { children: tooltip } : tooltip;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center" hidden={hidden} {...tooltipProps} />
    </Tooltip>
  );
}
