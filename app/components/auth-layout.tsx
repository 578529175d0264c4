import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PRODUCT_NAME, TAGLINE } from "~/lib/platform/constants";
import { Logo } from "./logo";
import { Card, CardContent, CardDescription, CardHeader } from "./ui/card";

export function AuthLayout({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted/40 px-4 py-12">
      <Link to="/" className="flex items-center gap-2 text-lg font-semibold" aria-label={`${PRODUCT_NAME} home`}>
        <Logo /> {PRODUCT_NAME}
      </Link>
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-xl font-semibold leading-none tracking-tight">{title}</h1>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </Card>
      {footer ? <div className="text-sm text-muted-foreground">{footer}</div> : null}
      <p className="text-xs text-muted-foreground">{TAGLINE}</p>
    </main>
  );
}
