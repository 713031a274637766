import { it } from "vitest";
import { Agent, getTestContext } from "../../../test/harness";
import { attachmentKit, multipartForm } from "../attachment-test-kit";
it("malformed", async () => {
  const { app } = await getTestContext();
  const { m, base } = await attachmentKit(app);
  const created = (await m.member.agent.post(base, { name: "a.txt", size: 5, type: "text/plain" })).json();
  const { payload, contentType } = multipartForm(created.upload_data.fields, { content: Buffer.from("hello") });
  const cut = payload.subarray(0, payload.length - 30);
  const a = new Agent(app);
  let res = await a.request("POST", "/api/assets/v2/uploads/", cut, { "content-type": contentType });
  console.log("truncated", res.statusCode, res.body);
  res = await a.request("POST", "/api/assets/v2/uploads/", Buffer.from("garbage"), { "content-type": contentType });
  console.log("garbage", res.statusCode, res.body);
  res = await a.request("POST", "/api/assets/v2/uploads/", { a: 1 });
  console.log("json", res.statusCode, res.body);
  res = await a.request("POST", "/api/assets/v2/uploads/", payload, { "content-type": "multipart/form-data" });
  console.log("noboundary", res.statusCode, res.body);
});
