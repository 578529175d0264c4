import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { notFound } from "~/.server/platform/errors";
import { requireActor } from "~/.server/remix/guards";
import { refusalResponse } from "~/.server/remix/service-errors";
import { ResetDemoForm } from "~/components/demo/reset-demo";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { DEMO_RESET_CONFIRM_BODY, DEMO_RESET_CONFIRM_TITLE } from "~/lib/demo/constants";

export const meta: MetaFunction = () => [{ title: "Reset demo data · BoardRoom" }];

// The confirm step of "Reset demo data" without JavaScript (with it, a dialog asks instead).
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = await requireActor(request, context);
  if (!ctx.actor.user.isDemo) throw refusalResponse(notFound());
  return null;
}

export default function ResetDemoPage() {
  return (
    <Card className="mx-auto max-w-lg">
      <CardHeader className="gap-3">
        <h1 className="text-xl font-semibold leading-none tracking-tight">{DEMO_RESET_CONFIRM_TITLE}</h1>
        <CardDescription className="text-base">{DEMO_RESET_CONFIRM_BODY}</CardDescription>
      </CardHeader>
      <CardContent>
        <ResetDemoForm
          cancel={
            <Button asChild variant="outline">
              <Link to="/dashboard">Cancel</Link>
            </Button>
          }
        />
      </CardContent>
    </Card>
  );
}
